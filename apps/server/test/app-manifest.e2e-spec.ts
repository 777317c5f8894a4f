import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import type { WebAppManifest as Manifest } from 'src/white-label/app-manifest';
import { startTestApp, type TestApp } from './support/test-app';

// A white label of its own: names, colours and topics unlike the shipped files.
const SITE = { title: 'Memoria: a family journal', placeholder: 'Write here', appName: 'Memoria' };
const FEATURES = {
  flexiAppName: { name: 'Mémoire' },
  styling: { primaryColor: '#8A2BE2', backgroundColor: '#FFFAF0' },
  flexiFeatures: {
    chat: {
      recipes: {
        displayName: 'Family Recipes',
        enabled: true,
        promptQuestions: [{ id: 'q1', text: 'Which dish?', required: true }],
      },
    },
  },
};
const SERVICE_WORKER = 'self.addEventListener("fetch", () => undefined);';

describe('The installable app: manifest, icons and service worker as served', () => {
  let app: TestApp;
  let configDir: string;
  let clientDir: string;

  beforeAll(async () => {
    configDir = mkdtempSync(join(tmpdir(), 'flexi-manifest-config-'));
    writeFileSync(join(configDir, 'flexiconfig.json'), JSON.stringify(SITE));
    writeFileSync(join(configDir, 'flexifeatures.json'), JSON.stringify(FEATURES));
    clientDir = mkdtempSync(join(tmpdir(), 'flexi-manifest-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Memoria</title>');
    writeFileSync(join(clientDir, 'sw.js'), SERVICE_WORKER);
    app = await startTestApp({ CONFIG_DIR: configDir, CLIENT_DIR: clientDir });
  });

  afterAll(async () => {
    await app.close();
    rmSync(configDir, { recursive: true, force: true });
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('should serve the manifest from the white-label config, revalidated on every visit', async () => {
    const response = await fetch(`${app.baseUrl}/manifest.webmanifest`);
    const manifest = (await response.json()) as Manifest;

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(manifest).toMatchObject({
      name: 'Memoria: a family journal',
      short_name: 'Mémoire',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#8A2BE2',
      background_color: '#FFFAF0',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('should serve every icon the manifest lists, and Apple touch icon, as a PNG of its size in the colour', async () => {
    const manifest = (await (await fetch(`${app.baseUrl}/manifest.webmanifest`)).json()) as Manifest;
    const icons = [
      ...manifest.icons.map((icon) => ({ src: icon.src, size: Number(icon.sizes.split('x')[0]) })),
      { src: '/icons/apple-touch-icon.png', size: 180 },
    ];

    for (const { src, size } of icons) {
      const response = await fetch(`${app.baseUrl}${src}`);
      const png = PNG.sync.read(Buffer.from(await response.arrayBuffer()));
      // Left of the F, halfway down: the square's colour.
      const at = (Math.round(size / 2) * size + Math.round(size / 6)) * 4;

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect([png.width, png.height]).toEqual([size, size]);
      expect([...png.data.subarray(at, at + 4)]).toEqual([0x8a, 0x2b, 0xe2, 255]);
    }
  });

  it('should answer "not found" as JSON for a name that is not an icon', async () => {
    const response = await fetch(`${app.baseUrl}/icons/favicon.svg`);

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('should serve the service worker uncached, so a deploy reaches it at once', async () => {
    const response = await fetch(`${app.baseUrl}/sw.js`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(SERVICE_WORKER);
  });
});
