import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { applyTheme, contrastRatio, parseHexColor } from '@app/ui';
import { describe, expect, it } from 'vitest';

// The shipped theme (libs/ui/src/theme.css) with the shipped config's colours (apps/server/config), computed
// for both themes: every pair of text and what it is read on must reach WCAG AA (4.5:1 for body text).
const WORKSPACE = resolve(__dirname, '../../../..');
const THEME_CSS = readFileSync(resolve(WORKSPACE, 'libs/ui/src/theme.css'), 'utf8');
const SHIPPED_STYLING = (
  JSON.parse(readFileSync(resolve(WORKSPACE, 'apps/server/config/flexifeatures.json'), 'utf8')) as {
    styling: { primaryColor?: string; secondaryColor?: string; backgroundColor?: string };
  }
).styling;

type Scheme = 'light' | 'dark';

/** The :root block's custom properties, each as the scheme reads it (light-dark pairs split). */
function tokens(scheme: Scheme, overrides: Record<string, string>): Map<string, string> {
  const root = /:root\s*\{([^}]*)\}/.exec(THEME_CSS)?.[1] ?? '';
  const values = new Map<string, string>();
  for (const [, name, raw] of root.matchAll(/(--[\w-]+):\s*([^;]+);/g)) {
    const pair = /^light-dark\((.*),\s*([^,]+)\)$/.exec(raw.trim());
    values.set(name, pair ? pair[scheme === 'light' ? 1 : 2].trim() : raw.trim());
  }
  for (const [name, value] of Object.entries(overrides)) values.set(name, value);
  return values;
}

/** A token's colour, following var(--x, fallback) references. */
function resolveColor(values: Map<string, string>, value: string): string {
  const reference = /^var\((--[\w-]+)(?:,\s*(.+))?\)$/.exec(value.trim());
  if (!reference) return value.trim();
  const [, name, fallback] = reference;
  const next = values.get(name) ?? fallback;
  if (next === undefined) throw new Error(`unknown token ${name}`);
  return resolveColor(values, next);
}

function ratio(values: Map<string, string>, text: string, on: string): number {
  const [fg, bg] = [text, on].map((name) => {
    const color = parseHexColor(resolveColor(values, `var(${name})`));
    if (!color) throw new Error(`${name} is not a hex colour`);
    return color;
  });
  return contrastRatio(fg, bg);
}

// What applyTheme() sets on :root for the shipped config (the light scheme's brand and background colours).
const themed = document.createElement('div');
applyTheme(SHIPPED_STYLING, themed);
const CONFIG_OVERRIDES = Object.fromEntries(
  [...Array.from({ length: themed.style.length }, (_, i) => themed.style.item(i))].map((name) => [
    name,
    themed.style.getPropertyValue(name),
  ]),
);

const TEXT_PAIRS: Array<[text: string, on: string]> = [
  ['--color-text', '--color-background'],
  ['--color-text', '--color-surface'],
  ['--color-text', '--color-user-bubble'],
  ['--color-text', '--color-note-bubble'],
  ['--color-text-muted', '--color-background'],
  ['--color-text-muted', '--color-surface'],
  ['--color-link', '--color-background'],
  // What a reply remembered: its links and quiet words on the reply's panel.
  ['--color-link', '--color-reply-bubble'],
  ['--color-text-muted', '--color-reply-bubble'],
  ['--color-error-text', '--color-error-bg'],
  ['--color-success-text', '--color-success-bg'],
  ['--color-info-text', '--color-info-bg'],
];

describe('the shipped theme', () => {
  it.each(['light', 'dark'] as const)(
    'should give every text at least 4.5:1 on what it is read on (%s)',
    (scheme) => {
      // The config's background and text colours apply to the light scheme only (applyTheme, theme.css).
      const values = tokens(scheme, scheme === 'light' ? CONFIG_OVERRIDES : {});

      const failing = TEXT_PAIRS.map(([text, on]) => ({ text, on, ratio: ratio(values, text, on) })).filter(
        (pair) => pair.ratio < 4.5,
      );

      expect(failing).toEqual([]);
    },
  );

  it('should give button text at least 4.5:1 on the brand colours the config derives', () => {
    const values = tokens('light', CONFIG_OVERRIDES);

    expect(ratio(values, '--color-on-primary', '--color-primary-strong')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(values, '--color-on-primary', '--color-secondary-strong')).toBeGreaterThanOrEqual(4.5);
  });
});
