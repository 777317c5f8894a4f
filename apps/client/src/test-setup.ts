import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// `npm test` runs these beside the server's lint and type checks on two cores: a findBy that waits on a few
// renders can need more than Testing Library's default second there. A wait, not a timing assertion.
configure({ asyncUtilTimeout: 4_000 });

// jsdom has no layout, so no scrolling: the scroll-to-match behaviour is checked in the browser tests.
if (!('scrollIntoView' in Element.prototype)) {
  Object.assign(Element.prototype, { scrollIntoView: () => undefined });
}
// jsdom's own window.scrollTo and scrollBy only report "not implemented"; tests that care spy on them.
Object.assign(window, { scrollTo: () => undefined, scrollBy: () => undefined });

// Testing Library only auto-cleans when test globals are enabled; they are not here.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
