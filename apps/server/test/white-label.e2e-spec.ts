import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { InvalidWhiteLabelError, WhiteLabelService } from 'src/white-label/white-label.service';
import { findAppRoot } from 'src/config/app-root';
import { startTestApp, type TestApp } from './support/test-app';

const SHIPPED_DIR = resolve(findAppRoot(), 'apps/server/config');
const shipped = (file: string) => readFileSync(join(SHIPPED_DIR, file), 'utf8');

// Odd spacing and key order on purpose: the server must hand out the operator's text unchanged.
const CUSTOM_SITE = '{"appName":"Memoria",   "title": "Memoria journal", "placeholder": "Write here"}\n';
const CUSTOM_FEATURES = JSON.stringify(
  {
    flexiFeatures: {
      chat: {
        recipes: {
          displayName: 'Family Recipes',
          enabled: true,
          promptQuestions: [{ id: 'q1', text: 'Which dish?', required: true }],
        },
      },
    },
  },
  null,
  4,
);

function captureError(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error');
}

function configDirWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'flexi-config-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

describe('White-label files over HTTP', () => {
  describe('with the shipped files', () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startTestApp();
    });

    afterAll(async () => {
      await app.close();
    });

    it.each([
      ['/config/flexiconfig.json', 'flexiconfig.json'],
      ['/api/config/flexiconfig.json', 'flexiconfig.json'],
      ['/config/flexifeatures.json', 'flexifeatures.json'],
    ])('should serve %s as uncached JSON equal to %s when no token is sent', async (path, file) => {
      const response = await fetch(`${app.baseUrl}${path}`);

      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.text()).toBe(shipped(file));
    });
  });

  describe('with CONFIG_DIR pointing at a custom pair of files', () => {
    let app: TestApp;
    let dir: string;

    beforeAll(async () => {
      dir = configDirWith({ 'flexiconfig.json': CUSTOM_SITE, 'flexifeatures.json': CUSTOM_FEATURES });
      app = await startTestApp({ CONFIG_DIR: dir });
    });

    afterAll(async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it.each([
      ['/config/flexiconfig.json', CUSTOM_SITE],
      ['/api/config/flexiconfig.json', CUSTOM_SITE],
      ['/config/flexifeatures.json', CUSTOM_FEATURES],
    ])('should serve the operator file unchanged at %s when CONFIG_DIR is set', async (path, content) => {
      const response = await fetch(`${app.baseUrl}${path}`);

      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(content);
    });
  });
});

describe(WhiteLabelService.name, () => {
  let dir: string;

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('should expose the parsed files with defaults when both are valid', () => {
    dir = configDirWith({ 'flexiconfig.json': CUSTOM_SITE, 'flexifeatures.json': CUSTOM_FEATURES });

    const sut = new WhiteLabelService(dir);

    expect(sut.site).toEqual({ appName: 'Memoria', title: 'Memoria journal', placeholder: 'Write here' });
    expect(sut.features.styling.primaryColor).toBe('#4A90E2');
    expect(sut.siteFile.raw).toBe(CUSTOM_SITE);
  });

  it('should name the file and the full key path when a value deep in a topic is invalid', () => {
    const features = JSON.parse(shipped('flexifeatures.json'));
    features.flexiFeatures.chat.travel.promptQuestions[0].text = 42;
    dir = configDirWith({
      'flexiconfig.json': shipped('flexiconfig.json'),
      'flexifeatures.json': JSON.stringify(features),
    });

    const error = captureError(() => new WhiteLabelService(dir));

    expect(error).toBeInstanceOf(InvalidWhiteLabelError);
    expect(error.message).toBe(
      'flexifeatures.json: flexiFeatures.chat.travel.promptQuestions[0].text: expected string, received number',
    );
  });

  it.each<[string, Record<string, string>, RegExp]>([
    [
      'flexiconfig.json is missing',
      { 'flexifeatures.json': CUSTOM_FEATURES },
      /^flexiconfig\.json: cannot read \/.+\/flexiconfig\.json \(set CONFIG_DIR to the folder holding it\)$/,
    ],
    [
      'flexifeatures.json is missing',
      { 'flexiconfig.json': CUSTOM_SITE },
      /^flexifeatures\.json: cannot read \/.+\/flexifeatures\.json \(set CONFIG_DIR to the folder holding it\)$/,
    ],
    [
      'flexiconfig.json is broken JSON',
      { 'flexiconfig.json': '{"title": "Flexi",', 'flexifeatures.json': CUSTOM_FEATURES },
      /^flexiconfig\.json: not valid JSON \(.+\)$/,
    ],
    [
      'flexifeatures.json is broken JSON',
      { 'flexiconfig.json': CUSTOM_SITE, 'flexifeatures.json': "{ chat: 'single quotes' }" },
      /^flexifeatures\.json: not valid JSON \(.+\)$/,
    ],
    [
      'a site text is blank',
      { 'flexiconfig.json': '{"title": " ", "placeholder": "x"}', 'flexifeatures.json': CUSTOM_FEATURES },
      /^flexiconfig\.json: title: must not be blank$/,
    ],
  ])('should throw InvalidWhiteLabelError with a pointed message when %s', (_name, files, message) => {
    dir = configDirWith(files);

    const error = captureError(() => new WhiteLabelService(dir));

    expect(error).toBeInstanceOf(InvalidWhiteLabelError);
    expect(error.message).toMatch(message);
  });
});
