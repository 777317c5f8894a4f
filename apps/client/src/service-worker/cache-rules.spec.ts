import { describe, expect, it } from 'vitest';
import { isConfigFile, isServerPage } from './cache-rules';

const ORIGIN = 'https://journal.example';
const at = (path: string, origin = ORIGIN) => new URL(path, origin);

describe(isConfigFile.name, () => {
  it.each(['/config/flexiconfig.json', '/config/flexifeatures.json', '/api/config/flexiconfig.json'])(
    'should keep %s for opening offline',
    (path) => {
      expect(isConfigFile(at(path), ORIGIN)).toBe(true);
    },
  );

  it.each([
    '/graphql',
    '/api/profile',
    '/files/f1/photo.png?expires=1&signature=x',
    '/exports/journal/journal.zip',
    '/config/other.json',
  ])('should leave %s to the network (the writer’s data, or no config file)', (path) => {
    expect(isConfigFile(at(path), ORIGIN)).toBe(false);
  });

  it('should leave a config file of another origin to the network', () => {
    expect(isConfigFile(at('/config/flexiconfig.json', 'https://elsewhere.example'), ORIGIN)).toBe(false);
  });
});

describe(isServerPage.name, () => {
  it.each(['/graphql', '/graphql/explorer', '/graphql/explorer?query=x', '/api/docs'])(
    'should leave a navigation to %s to the server',
    (path) => {
      expect(isServerPage(at(path))).toBe(true);
    },
  );

  it.each(['/', '/index.html', '/graphqlish', '/apiary'])('should answer %s as the app', (path) => {
    expect(isServerPage(at(path))).toBe(false);
  });
});
