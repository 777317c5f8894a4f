import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readThemePreference,
  setThemePreference,
  THEME_STORAGE_KEY,
} from '@/features/appearance/theme-preference';

describe('theme preference', () => {
  afterEach(() => {
    window.localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it('should be the system theme until the writer picks one', () => {
    expect(readThemePreference()).toBe('system');
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('should apply a picked theme at once and keep it for the next visit', () => {
    setThemePreference('dark');

    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(readThemePreference()).toBe('dark');
  });

  it('should go back to the system theme, forgetting the choice', () => {
    setThemePreference('light');
    setThemePreference('system');

    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('should read a stored value it does not know as the system theme', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'sepia');

    expect(readThemePreference()).toBe('system');
  });

  it('should still apply a theme when storage refuses to keep it', () => {
    const storage = {
      setItem: vi.fn(() => {
        throw new Error('quota');
      }),
    } as unknown as Storage;

    setThemePreference('dark', document.documentElement, storage);

    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
