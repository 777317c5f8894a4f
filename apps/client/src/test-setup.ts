import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
