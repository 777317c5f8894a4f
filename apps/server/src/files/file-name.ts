const MAX_NAME_CHARS = 255;
const MAX_EXTENSION_CHARS = 16;
export const FALLBACK_FILE_NAME = 'file';

// Control characters, and the bidirectional overrides that make `txt.exe` read as `exe.txt`.
const UNSAFE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * A declared file name made safe to store and show: the last path segment only, no control or bidi
 * characters, single spaces, no leading dots, at most 255 characters (keeping the extension). Letters of
 * every script are kept. Falls back to `file`.
 */
export function sanitizeFileName(declared: string | null | undefined): string {
  const base = (declared ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .replace(UNSAFE, '')
    .replace(/^[\s.]+/u, '')
    .trim();
  return truncate(cleaned) || FALLBACK_FILE_NAME;
}

/** Cuts by code points, so no character is split, and keeps a short extension when the stem must shrink. */
function truncate(name: string): string {
  const chars = Array.from(name);
  if (chars.length <= MAX_NAME_CHARS) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  if (extension.length < 2 || extension.length > MAX_EXTENSION_CHARS) {
    return chars.slice(0, MAX_NAME_CHARS).join('').trim();
  }
  const stem = chars
    .slice(0, MAX_NAME_CHARS - extension.length)
    .join('')
    .trimEnd();
  return stem + extension.join('');
}
