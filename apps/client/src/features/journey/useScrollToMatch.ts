import { useEffect } from 'react';
import type { RefObject } from 'react';
import { findMatchElement, termRanges } from '@/features/journey/find-match';
import type { MatchTarget } from '@/features/journey/find-match';
import { SCROLL_GIVE_UP_MS, SCROLL_RETRY_MS, SCROLL_START_MS } from '@/shared/messages';

const MATCH_CLASS = 'journey-match';
const HIGHLIGHT_NAME = 'search-match';

/**
 * Spec §2/§9: scrolls to the message a search result points at, starting after 1 s and retrying every
 * 500 ms for up to 10 s (the conversation may still be loading). The message is marked, and the term itself
 * highlighted where the browser supports CSS custom highlights.
 */
export function useScrollToMatch(
  root: RefObject<HTMLElement | null>,
  target: MatchTarget | null,
  startAfterMs: number = SCROLL_START_MS,
) {
  const key = target ? JSON.stringify(target) : null;

  useEffect(() => {
    if (!target) return;
    let retry: ReturnType<typeof setInterval> | undefined;
    let marked: HTMLElement | null = null;
    const startedAt = Date.now();

    const attempt = () => {
      const element = root.current ? findMatchElement(root.current, target) : null;
      if (!element) {
        if (Date.now() - startedAt >= startAfterMs + SCROLL_GIVE_UP_MS) clearInterval(retry);
        return;
      }
      clearInterval(retry);
      element.scrollIntoView({ behavior: 'smooth', block: 'center' });
      if (target.entryId) return;
      element.classList.add(MATCH_CLASS);
      marked = element;
      if (target.search && 'highlights' in CSS && typeof Highlight !== 'undefined') {
        CSS.highlights.set(HIGHLIGHT_NAME, new Highlight(...termRanges(element, target.search)));
      }
    };

    const start = setTimeout(() => {
      retry = setInterval(attempt, SCROLL_RETRY_MS);
      attempt();
    }, startAfterMs);

    return () => {
      clearTimeout(start);
      clearInterval(retry);
      marked?.classList.remove(MATCH_CLASS);
      if ('highlights' in CSS) CSS.highlights.delete(HIGHLIGHT_NAME);
    };
    // `key` stands for `target`: a new object with the same content is the same target.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, root, startAfterMs]);
}
