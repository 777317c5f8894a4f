import { useEffect } from 'react';
import type { CSSProperties } from 'react';
import { applyTheme, darkenForContrast, parseHexColor, readableTextOn, toHexColor, WHITE } from '@app/ui';
import type { FeatureConfig } from '@app/schema';

// The app name is large, bold text: WCAG's large-text minimum applies.
const LARGE_TEXT_RATIO = 3;

/** The header's app name styled as flexiAppName.style says, darkened only as far as it needs to be readable. */
export function appNameStyle(style: FeatureConfig['flexiAppName']['style']): CSSProperties {
  if (!style) return {};
  const css: CSSProperties = {};
  if (style.fontSize) css.fontSize = style.fontSize;
  const color = style.color ? parseHexColor(style.color) : null;
  // A colour already readable comes back as it is.
  if (color) css.color = toHexColor(darkenForContrast(color, WHITE, LARGE_TEXT_RATIO));
  return css;
}

/** Applies the feature config's colours (styling and the note button's) as the theme's CSS variables. */
export function useConfigTheme(features: FeatureConfig | null): void {
  useEffect(() => {
    if (!features) return;
    applyTheme(features.styling);
    // The browser's own chrome around the app (an installed app's title bar), as the manifest's theme_color.
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', features.styling.primaryColor);
    const note = parseHexColor(features.personalNote.buttonColor);
    if (note) {
      const root = document.documentElement.style;
      root.setProperty('--color-note-button', toHexColor(note));
      root.setProperty('--color-on-note-button', readableTextOn(note));
    }
    // Said on the page once the configured colours are in place: what a screenshot waits for before it is taken.
    document.documentElement.dataset['configTheme'] = 'applied';
  }, [features]);
}
