import { WHITE, contrastRatio, darken, darkenForContrast, parseHexColor, toHexColor } from './contrast';
import type { Rgb } from './contrast';

/** The config's `styling` block. */
export interface ThemeStyling {
  primaryColor?: string;
  secondaryColor?: string;
  backgroundColor?: string;
}

const DARK_TEXT = parseHexColor('#1d2430') ?? { r: 0, g: 0, b: 0 };

/**
 * Sets the theme's CSS variables from the config's colours. Colours that are not hex are used as given
 * where they are pure decoration, but nothing text-bearing is derived from them (the defaults stay).
 * The background and its text colour only apply to the light scheme: theme.css keeps dark mode's own.
 */
export function applyTheme(styling: ThemeStyling, target: HTMLElement = document.documentElement): void {
  const { style } = target;
  const { primaryColor, secondaryColor, backgroundColor } = styling;

  // Text-bearing brand colours must read on white (button text) and on the configured page background (links).
  const background = backgroundColor ? parseHexColor(backgroundColor) : null;
  const readableOnPage = (color: Rgb): Rgb => {
    const onWhite = darkenForContrast(color);
    return background ? darkenForContrast(onWhite, background) : onWhite;
  };

  if (primaryColor) {
    style.setProperty('--color-primary', primaryColor);
    const primary = parseHexColor(primaryColor);
    if (primary) {
      const strong = readableOnPage(primary);
      style.setProperty('--color-primary-strong', toHexColor(strong));
      style.setProperty('--color-primary-strong-hover', toHexColor(darken(strong, 0.15)));
      // Readable text over the plain brand colour (e.g. the header's app name).
      style.setProperty('--color-on-primary-surface', readableTextOn(primary));
    }
  }

  if (secondaryColor) {
    style.setProperty('--color-secondary', secondaryColor);
    const secondary = parseHexColor(secondaryColor);
    if (secondary) style.setProperty('--color-secondary-strong', toHexColor(readableOnPage(secondary)));
  }

  if (backgroundColor) {
    style.setProperty('--config-color-background', backgroundColor);
    if (background) style.setProperty('--config-color-text', readableTextOn(background));
  }
}

/** The default dark text or white, whichever contrasts more with the colour. */
export function readableTextOn(background: Parameters<typeof contrastRatio>[0]): string {
  return contrastRatio(background, DARK_TEXT) >= contrastRatio(background, WHITE) ? '#1d2430' : '#ffffff';
}
