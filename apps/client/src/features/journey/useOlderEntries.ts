import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { captureScrollAnchor, restoreScrollAnchor } from '@/features/journey/scroll-anchor';
import type { ScrollAnchor } from '@/features/journey/scroll-anchor';
import type { JourneyOutcome } from '@/features/journey/useJourney';

// Start loading while the top of the timeline is still this far above the viewport, so a steady scroll
// rarely reaches it before the older page is there.
export const LOAD_AHEAD_PX = 600;

export interface OlderEntriesSource {
  entries: ReadonlyArray<{ id: string }>;
  hasOlder: boolean;
  loadingOlder: boolean;
  olderError: string | null;
  loadOlder: (first?: number) => Promise<JourneyOutcome>;
}

/**
 * Loads older entries as the reader nears the top of the timeline (`sentinel`, observed with an
 * IntersectionObserver), keeping the entry being read where it is on screen: the first visible entry is the
 * anchor, taken when the load starts and again on each scroll while it runs, and put back in place before the
 * browser paints the prepended page. Returns the loader for other callers (a button, a search match far back),
 * which keeps the position the same way.
 */
export function useOlderEntries(
  journey: OlderEntriesSource,
  messages: RefObject<HTMLElement | null>,
  sentinel: RefObject<HTMLElement | null>,
) {
  const anchor = useRef<ScrollAnchor | null>(null);
  const { entries, hasOlder, loadingOlder, olderError, loadOlder } = journey;
  const oldestId = entries[0]?.id;

  const load = useCallback(
    async (first?: number) => {
      const capture = () => {
        anchor.current = messages.current ? captureScrollAnchor(messages.current) : null;
      };
      capture();
      // The reader may scroll while the page loads: the anchor follows, so nothing snaps back.
      window.addEventListener('scroll', capture, { passive: true });
      try {
        return await loadOlder(first);
      } finally {
        window.removeEventListener('scroll', capture);
      }
    },
    [loadOlder, messages],
  );

  // Before paint, once the older page is in the DOM (its oldest entry changed).
  useLayoutEffect(() => {
    if (!anchor.current) return;
    restoreScrollAnchor(anchor.current);
    anchor.current = null;
  }, [oldestId]);

  // The latest state for the observer's callback, which is created once.
  const loadIfNear = useRef<() => void>(() => undefined);
  useLayoutEffect(() => {
    loadIfNear.current = () => {
      const top = sentinel.current;
      if (!top || !hasOlder || loadingOlder || olderError) return;
      if (top.getBoundingClientRect().bottom < -LOAD_AHEAD_PX) return;
      void load();
    };
  });

  useEffect(() => {
    const top = sentinel.current;
    if (!top || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (changes) => {
        if (changes.some((change) => change.isIntersecting)) loadIfNear.current();
      },
      { rootMargin: `${LOAD_AHEAD_PX}px 0px 0px 0px` },
    );
    observer.observe(top);
    return () => observer.disconnect();
  }, [sentinel, hasOlder]);

  // After a page arrives, the top may still be near (a short page, a tall screen): load on without waiting
  // for a scroll the observer would report. Only where there is an observer: the button stands in elsewhere.
  useEffect(() => {
    if (typeof IntersectionObserver !== 'undefined' && !loadingOlder) loadIfNear.current();
  }, [loadingOlder, oldestId]);

  return load;
}
