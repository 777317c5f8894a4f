// zod/mini: the same validation as zod's chained API, in functions a bundler can drop when unused, so the
// browser (which validates the served files with these schemas) loads a few KB instead of all of zod.
import { z } from 'zod/mini';

// Defaults named by the product spec (section 9). Exported so the client falls back to the same values
// when it reads the served JSON as-is.
export const CONFIG_DEFAULTS = {
  appName: 'Flexi',
  promptRole: 'Assistant',
  // The spec's default prompt context is the product's default app name.
  promptContext: 'Flexi',
  promptTone: 'friendly',
  primaryColor: '#4A90E2',
  noteButtonColor: '#6AB0F3',
  notePlaceholder: 'Add your personal note (no Flexi response)',
  noteButtonText: '+ NOTE TO SELF',
  topicSelectionLabel: 'Choose a Memory Type',
  topicSelectionPlaceholder: 'Select a memory type',
  startNewButtonText: 'Start New',
} as const;

export const CONFIG_FILE_NAMES = {
  site: 'flexiconfig.json',
  features: 'flexifeatures.json',
} as const;

export const HEX_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

// A non-blank, bounded text; every text in the config ends up on screen or in the AI prompt.
export function configText(max: number) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'must not be blank'),
      z.maxLength(max, `must be at most ${max} characters`),
    );
}

export const hexColor = z
  .string()
  .check(z.regex(HEX_COLOR_PATTERN, 'expected a CSS hex colour (#rgb or #rrggbb)'));
