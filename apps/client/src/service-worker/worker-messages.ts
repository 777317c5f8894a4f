// The messages the page and the service worker exchange. Workbox's own `{ type: 'SKIP_WAITING' }` (sent by
// workbox-window's messageSkipWaiting) lets a waiting worker take over; the page asks a worker whether it
// precaches a file, to tell whether that worker serves the build the page runs.

export const SKIP_WAITING = 'SKIP_WAITING';
export const PRECACHES = 'PRECACHES';

export interface PrecachesQuestion {
  type: typeof PRECACHES;
  /** A path of the build, such as the page's entry script `/assets/index-Ab12Cd34.js`. */
  path: string;
}

export function isMessage<T extends { type: string }>(data: unknown, type: T['type']): data is T {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type;
}
