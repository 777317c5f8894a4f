/** The writer's theme: the system's (the default), or always light or dark. */
export type ThemePreference = 'system' | 'light' | 'dark';

import { THEME_STORAGE_KEY } from '@app/schema';

// Where the choice is kept on this device; index.html's boot script (THEME_BOOT_SCRIPT) reads the same key.
export { THEME_STORAGE_KEY };

export const THEME_CHOICES: ReadonlyArray<{ value: ThemePreference; label: string }> = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

const isPreference = (value: unknown): value is ThemePreference =>
  value === 'system' || value === 'light' || value === 'dark';

export function readThemePreference(storage: Storage = window.localStorage): ThemePreference {
  try {
    const stored = storage.getItem(THEME_STORAGE_KEY);
    return isPreference(stored) ? stored : 'system';
  } catch {
    // Storage refused (a private window's quota, a blocked origin): the system's theme.
    return 'system';
  }
}

/** Applies the choice to the page at once (theme.css reads data-theme) and keeps it for the next visit. */
export function setThemePreference(
  preference: ThemePreference,
  root: HTMLElement = document.documentElement,
  storage: Storage = window.localStorage,
): void {
  if (preference === 'system') delete root.dataset.theme;
  else root.dataset.theme = preference;
  try {
    if (preference === 'system') storage.removeItem(THEME_STORAGE_KEY);
    else storage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Not kept: it still applies until the page is closed.
  }
}
