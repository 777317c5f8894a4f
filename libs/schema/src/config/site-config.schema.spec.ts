import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSiteConfig } from './config-issues';

// The shipped defaults live with the server, which serves them as-is.
const SHIPPED_FILE = join(__dirname, '..', '..', '..', '..', 'apps', 'server', 'config', 'flexiconfig.json');

// The exact thrown text; toThrow(new Error(...)) would also compare the attached zod cause.
function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a throw');
}

describe(parseSiteConfig.name, () => {
  it('should accept the shipped file when it is read from the server config folder', () => {
    const sut = parseSiteConfig(JSON.parse(readFileSync(SHIPPED_FILE, 'utf8')));

    expect(sut.appName).toBe('Flexi');
    expect(sut.title.length).toBeGreaterThan(0);
    expect(sut.placeholder).toContain('100 words');
  });

  it('should default the app name to Flexi when appName is missing', () => {
    expect(parseSiteConfig({ title: 'My journal', placeholder: 'Write here' })).toEqual({
      title: 'My journal',
      placeholder: 'Write here',
      appName: 'Flexi',
    });
  });

  it('should keep the footer brand when poweredBy is given, and leave it out otherwise', () => {
    const sut = parseSiteConfig({
      title: 'Kin stories',
      placeholder: 'Write here',
      poweredBy: ' Acme Labs ',
    });

    expect(sut.poweredBy).toBe('Acme Labs');
    expect(parseSiteConfig({ title: 'Kin stories', placeholder: 'Write here' })).not.toHaveProperty(
      'poweredBy',
    );
  });

  it('should refuse the file when the title is blank', () => {
    expect(messageOf(() => parseSiteConfig({ title: '   ', placeholder: 'Write here' }))).toBe(
      'flexiconfig.json: title: must not be blank',
    );
  });

  it('should name every missing key when the file is empty', () => {
    expect(messageOf(() => parseSiteConfig({}))).toBe(
      'flexiconfig.json: title: missing required key (expected string)\n' +
        'flexiconfig.json: placeholder: missing required key (expected string)',
    );
  });

  it('should keep the zod error as the cause when parsing fails', () => {
    let thrown: unknown;
    try {
      parseSiteConfig({ title: 1, placeholder: 'x' });
    } catch (error) {
      thrown = error;
    }

    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).cause).toMatchObject({ issues: [expect.objectContaining({ path: ['title'] })] });
  });
});
