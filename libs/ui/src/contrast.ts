// WCAG 2.x contrast maths for hex colours, so config colours can be checked and adjusted at runtime.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Parses `#rgb` or `#rrggbb` (case-insensitive); anything else gives undefined. */
export function parseHexColor(color: string): Rgb | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match) return undefined;
  const hex =
    match[1].length === 3
      ? match[1]
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : match[1];
  return {
    r: parseInt(hex.slice(0, 2), 16),
    g: parseInt(hex.slice(2, 4), 16),
    b: parseInt(hex.slice(4, 6), 16),
  };
}

export function toHexColor({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function linearChannel(channel: number): number {
  const srgb = channel / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/** WCAG contrast ratio between two colours, from 1 to 21. */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

/** Mixes a colour with black; amount 0 keeps it, 1 gives black. */
export function darken(color: Rgb, amount: number): Rgb {
  const keep = 1 - Math.min(Math.max(amount, 0), 1);
  return { r: color.r * keep, g: color.g * keep, b: color.b * keep };
}

export const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/**
 * Darkens a colour in 1% steps until `foreground` text on it reaches `minRatio`
 * (the smallest change that does, so the brand hue stays recognisable).
 */
export function darkenForContrast(color: Rgb, foreground: Rgb = WHITE, minRatio = 4.5): Rgb {
  for (let step = 0; step <= 100; step += 1) {
    const candidate = darken(color, step / 100);
    const rounded = parseHexColor(toHexColor(candidate)) ?? candidate;
    if (contrastRatio(rounded, foreground) >= minRatio) return rounded;
  }
  return { r: 0, g: 0, b: 0 };
}
