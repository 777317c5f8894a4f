/** An entry on screen and where its top was, relative to the viewport. */
export interface ScrollAnchor {
  element: Element;
  top: number;
}

/** The first entry at least partly in view under `root`: what the reader is looking at. */
export function captureScrollAnchor(root: ParentNode): ScrollAnchor | null {
  for (const element of root.querySelectorAll('[data-entry-id]')) {
    const { top, bottom } = element.getBoundingClientRect();
    if (bottom > 0) return { element, top };
  }
  return null;
}

/**
 * Scrolls the window back so the anchor entry is where it was: entries put above it (an older page) must not
 * move what is being read. Measuring the anchor, rather than adding the height of what was put above, also
 * holds when the browser's own scroll anchoring has already made up part of the difference.
 */
export function restoreScrollAnchor(anchor: ScrollAnchor): void {
  if (!anchor.element.isConnected) return;
  const moved = anchor.element.getBoundingClientRect().top - anchor.top;
  if (moved !== 0) window.scrollBy(0, moved);
}
