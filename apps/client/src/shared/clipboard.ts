/**
 * Writes text to the clipboard; false when the browser refuses or has no clipboard access (plain http, some
 * embedded browsers), so the caller can offer another way to copy.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  if (typeof navigator.clipboard?.writeText !== 'function') return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
