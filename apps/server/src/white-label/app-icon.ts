import { PNG } from 'pngjs';

// The mark of apps/client/public/favicon.svg, on its 64-unit grid: a square with rounded corners (radius 14)
// and an F drawn as three rectangles that do not overlap (so their coverages add up).
const GRID = 64;
const CORNER_RADIUS = 14;
const F_RECTANGLES = [
  { x0: 20, y0: 18, x1: 27, y1: 46 }, // the stem
  { x0: 27, y0: 18, x1: 44, y1: 24 }, // the top arm
  { x0: 27, y0: 30, x1: 41, y1: 36 }, // the middle arm
] as const;

type Rgb = readonly [number, number, number];

const WHITE: Rgb = [255, 255, 255];
// The interface's dark text (libs/ui applyTheme), for a mark on a pale brand colour.
const DARK: Rgb = [0x1d, 0x24, 0x30];
// WCAG 1.4.11: a graphic's parts need 3:1 against what is around them.
const MARK_MIN_CONTRAST = 3;

export interface AppIconOptions {
  /** Width and height in pixels. */
  size: number;
  /** The square's colour, `#rgb` or `#rrggbb` (the config's validated primary colour). */
  color: string;
  /**
   * The colour fills the whole image, corners too: a maskable icon (the platform cuts its own shape; the F
   * stays well inside the safe zone, a circle of 80% of the width) and Apple's touch icon (iOS rounds it
   * itself and shows transparency as black).
   */
  fullBleed?: boolean;
}

/** The app's icon as a PNG: the favicon's white F (dark on a pale colour) on the given colour. */
export function drawAppIcon({ size, color, fullBleed = false }: AppIconOptions): Buffer {
  const background = parseHex(color);
  const mark = markColorOn(background);
  const scale = size / GRID;
  const radius = fullBleed ? 0 : CORNER_RADIUS * scale;
  const rectangles = F_RECTANGLES.map((r) => ({
    x0: r.x0 * scale,
    y0: r.y0 * scale,
    x1: r.x1 * scale,
    y1: r.y1 * scale,
  }));
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const square = roundedSquareCoverage(x + 0.5, y + 0.5, size, radius);
      const inked = rectangles.reduce((sum, r) => sum + pixelOverlap(x, y, r), 0);
      const at = (y * size + x) * 4;
      for (let channel = 0; channel < 3; channel += 1) {
        png.data[at + channel] = Math.round(mark[channel] * inked + background[channel] * (1 - inked));
      }
      png.data[at + 3] = Math.round(255 * square);
    }
  }
  // The "sub" filter only: rows of one colour become zeros, and it is quick. The default tries all five
  // filters on every row, for 3 KB less on the 512 icon.
  return PNG.sync.write(png, { filterType: 1 });
}

/** White, unless white on the colour falls short of 3:1; then the interface's dark text. */
export function markColorOn(background: Rgb): Rgb {
  return contrast(background, WHITE) >= MARK_MIN_CONTRAST ? WHITE : DARK;
}

export function parseHex(color: string): Rgb {
  const hex = color.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
}

function contrast(first: Rgb, second: Rgb): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const srgb = channel / 255;
    return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * How much of the pixel whose centre is (cx, cy) the square covers: from its signed distance to the edge,
 * so the rounded corners are smooth (half covered on the curve) and the straight edges, on pixel
 * boundaries, are crisp.
 */
function roundedSquareCoverage(cx: number, cy: number, size: number, radius: number): number {
  const half = size / 2;
  const qx = Math.abs(cx - half) - (half - radius);
  const qy = Math.abs(cy - half) - (half - radius);
  const outside = Math.sqrt(Math.max(qx, 0) ** 2 + Math.max(qy, 0) ** 2);
  const inside = Math.min(Math.max(qx, qy), 0);
  const distance = outside + inside - radius;
  return Math.min(Math.max(0.5 - distance, 0), 1);
}

/** The exact share of the pixel (x, y) inside a rectangle: anti-aliased edges at any scale. */
function pixelOverlap(x: number, y: number, r: { x0: number; y0: number; x1: number; y1: number }): number {
  const width = Math.max(0, Math.min(x + 1, r.x1) - Math.max(x, r.x0));
  const height = Math.max(0, Math.min(y + 1, r.y1) - Math.max(y, r.y0));
  return width * height;
}
