import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PNG } from 'pngjs';
import { findAppRoot } from 'src/config/app-root';
import { AppIcons, buildAppManifest, headerAppName } from './app-manifest';
import { WhiteLabelService } from './white-label.service';

const SHIPPED_DIR = resolve(findAppRoot(), 'apps/server/config');
const SITE = { title: 'Memoria: a family journal', placeholder: 'Write here', appName: 'Memoria' };
const TOPICS = {
  flexiFeatures: {
    chat: {
      recipes: {
        displayName: 'Recipes',
        enabled: true,
        promptQuestions: [{ id: 'q1', text: 'Which dish?' }],
      },
    },
  },
};

describe(buildAppManifest.name, () => {
  const dirs: string[] = [];

  /** A WhiteLabelService over the given pair of files. */
  function whiteLabelWith(site: object, features: object): WhiteLabelService {
    const dir = mkdtempSync(join(tmpdir(), 'flexi-manifest-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'flexiconfig.json'), JSON.stringify(site));
    writeFileSync(join(dir, 'flexifeatures.json'), JSON.stringify(features));
    return new WhiteLabelService(dir);
  }

  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('should install the shipped app as Flexi, standalone at /, in its blue, with its three icons', () => {
    const manifest = buildAppManifest(new WhiteLabelService(SHIPPED_DIR));

    expect(manifest).toEqual({
      id: '/',
      name: 'Flexi: your guided memory journal',
      short_name: 'Flexi',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#4A90E2',
      background_color: '#F7F9FC',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
  });

  it('should take the names and colours from a white-label config when it sets them', () => {
    const manifest = buildAppManifest(
      whiteLabelWith(SITE, {
        ...TOPICS,
        flexiAppName: { name: 'Mémoire' },
        styling: { primaryColor: '#8a2be2', backgroundColor: '#fffaf0' },
      }),
    );

    expect(manifest).toMatchObject({
      name: 'Memoria: a family journal',
      short_name: 'Mémoire',
      theme_color: '#8a2be2',
      background_color: '#fffaf0',
    });
  });

  it('should fall back to the default colours and the site name when the feature file names neither', () => {
    const manifest = buildAppManifest(whiteLabelWith(SITE, TOPICS));

    expect(manifest).toMatchObject({
      short_name: 'Memoria',
      theme_color: '#4A90E2',
      background_color: '#f6f8fb',
    });
  });

  it('should name the app as the header does: the feature file first, else the site file, else Flexi', () => {
    expect(headerAppName(whiteLabelWith(SITE, { ...TOPICS, flexiAppName: { name: 'Mémoire' } }))).toBe(
      'Mémoire',
    );
    expect(headerAppName(whiteLabelWith(SITE, TOPICS))).toBe('Memoria');
    expect(headerAppName(whiteLabelWith({ title: 'T', placeholder: 'P' }, TOPICS))).toBe('Flexi');
  });
});

describe(AppIcons.name, () => {
  it.each([
    ['icon-192.png', 192, 'transparent', 0],
    ['icon-512.png', 512, 'transparent', 0],
    ['icon-maskable-512.png', 512, 'filled', 255],
    ['apple-touch-icon.png', 180, 'filled', 255],
  ])(
    'should give %s as a PNG %i pixels square in the colour, its corners %s, drawn once',
    (file, size, _corners, cornerAlpha) => {
      const sut = new AppIcons('#8a2be2');

      const png = PNG.sync.read(sut.get(file) as Buffer);
      const pixel = (x: number, y: number) => [
        ...png.data.subarray((y * size + x) * 4, (y * size + x) * 4 + 4),
      ];

      expect([png.width, png.height]).toEqual([size, size]);
      expect(pixel(Math.round(size / 6), Math.round(size / 2))).toEqual([0x8a, 0x2b, 0xe2, 255]);
      expect(pixel(0, 0)[3]).toBe(cornerAlpha);
      expect(sut.get(file)).toBe(sut.get(file));
    },
  );

  it('should give nothing for a name that is not an icon', () => {
    expect(new AppIcons('#8a2be2').get('favicon.svg')).toBeUndefined();
  });
});
