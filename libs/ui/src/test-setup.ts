import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only auto-cleans when test globals are enabled; they are not here.
afterEach(() => {
  cleanup();
});

// jsdom lacks APIs Radix's popper and pointer handling call; no-op stand-ins are enough for the tests.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
const element = Element.prototype as Partial<Element>;
if (!element.scrollIntoView) element.scrollIntoView = () => {};
if (!element.hasPointerCapture) element.hasPointerCapture = () => false;
if (!element.releasePointerCapture) element.releasePointerCapture = () => {};
