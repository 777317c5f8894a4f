import { drawAppIcon } from './app-icon';
import type { WhiteLabelService } from './white-label.service';

// The page background when the config names none (libs/ui theme.css, light scheme): the splash screen's colour.
const DEFAULT_BACKGROUND = '#f6f8fb';

/** The icons browsers ask for: 192 and 512 for the home screen and splash, a maskable 512, Apple's 180. */
const ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any', fullBleed: false },
  { file: 'icon-512.png', size: 512, purpose: 'any', fullBleed: false },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable', fullBleed: true },
  { file: 'apple-touch-icon.png', size: 180, purpose: null, fullBleed: true },
] as const;

const ICONS_PATH = '/icons/';

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: 'image/png'; purpose: string }>;
}

/**
 * The name in the app's header, as the client chooses it: flexiAppName.name when the feature file sets it,
 * else the site file's appName (which has its default).
 */
export function headerAppName(whiteLabel: WhiteLabelService): string {
  const features = JSON.parse(whiteLabel.featuresFile.raw) as object;
  return Object.hasOwn(features, 'flexiAppName')
    ? whiteLabel.features.flexiAppName.name
    : whiteLabel.site.appName;
}

/** The web app manifest, from the white-label files: the site's title, the header's name and the colours. */
export function buildAppManifest(whiteLabel: WhiteLabelService): WebAppManifest {
  const { styling } = whiteLabel.features;
  return {
    id: '/',
    name: whiteLabel.site.title,
    short_name: headerAppName(whiteLabel),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: styling.primaryColor,
    background_color: styling.backgroundColor ?? DEFAULT_BACKGROUND,
    // Apple's icon is linked from index.html; the manifest lists the others.
    icons: ICONS.flatMap(({ file, size, purpose }) =>
      purpose ? [{ src: `${ICONS_PATH}${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose }] : [],
    ),
  };
}

/**
 * The icons as PNG files by name, in the config's primary colour: each drawn on its first request, then kept
 * (a few KB each; drawing all four takes about 0.1 s, which a server's start need not wait for).
 */
export class AppIcons {
  private readonly drawn = new Map<string, Buffer>();

  constructor(private readonly color: string) {}

  /** The PNG named `file` (`icon-192.png`…), or undefined for a name that is not an icon. */
  get(file: string): Buffer | undefined {
    const icon = ICONS.find((candidate) => candidate.file === file);
    if (!icon) return undefined;
    let png = this.drawn.get(file);
    if (!png) {
      png = drawAppIcon({ size: icon.size, color: this.color, fullBleed: icon.fullBleed });
      this.drawn.set(file, png);
    }
    return png;
  }
}
