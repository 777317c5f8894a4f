import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureScrollAnchor, restoreScrollAnchor } from '@/features/journey/scroll-anchor';

/** Entries whose tops are at these viewport positions, each 100 px tall (jsdom has no layout of its own). */
function timeline(tops: number[]): { root: HTMLElement; moveAll: (by: number) => void } {
  const root = document.createElement('div');
  const positions = new Map<Element, number>();
  tops.forEach((top, i) => {
    const element = document.createElement('div');
    element.dataset['entryId'] = `e${i}`;
    positions.set(element, top);
    element.getBoundingClientRect = () => {
      const at = positions.get(element) ?? 0;
      return { top: at, bottom: at + 100, height: 100 } as DOMRect;
    };
    root.append(element);
  });
  document.body.append(root);
  return {
    root,
    moveAll: (by) => {
      for (const [element, top] of positions) positions.set(element, top + by);
    },
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe(captureScrollAnchor.name, () => {
  it('should take the first entry still in view, even when only its lower part is', () => {
    const { root } = timeline([-250, -150, -40, 60]);

    const anchor = captureScrollAnchor(root);

    expect((anchor?.element as HTMLElement).dataset['entryId']).toBe('e2');
    expect(anchor?.top).toBe(-40);
  });

  it('should have no anchor when no entry is in view', () => {
    expect(captureScrollAnchor(timeline([-300, -200]).root)).toBeNull();
    expect(captureScrollAnchor(document.createElement('div'))).toBeNull();
  });
});

describe(restoreScrollAnchor.name, () => {
  it('should scroll down by exactly what was put above the entry being read', () => {
    const scrollBy = vi.spyOn(window, 'scrollBy');
    const { root, moveAll } = timeline([-150, 20, 120]);
    const anchor = captureScrollAnchor(root);
    if (!anchor) throw new Error('no anchor');

    // An older page of 2,400 px goes in above: everything moves down by as much.
    moveAll(2_400);
    restoreScrollAnchor(anchor);

    expect(scrollBy).toHaveBeenCalledExactlyOnceWith(0, 2_400);
  });

  it('should not scroll when the entry did not move (the browser kept it in place already)', () => {
    const scrollBy = vi.spyOn(window, 'scrollBy');
    const { root } = timeline([20, 120]);
    const anchor = captureScrollAnchor(root);
    if (!anchor) throw new Error('no anchor');

    restoreScrollAnchor(anchor);

    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('should leave the page alone when the entry is no longer on it', () => {
    const scrollBy = vi.spyOn(window, 'scrollBy');
    const { root } = timeline([20, 120]);
    const anchor = captureScrollAnchor(root);
    if (!anchor) throw new Error('no anchor');

    root.remove();
    restoreScrollAnchor(anchor);

    expect(scrollBy).not.toHaveBeenCalled();
  });
});
