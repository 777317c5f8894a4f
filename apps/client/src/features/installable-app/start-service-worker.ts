import { useSyncExternalStore } from 'react';
import type { AppUpdates } from '@/features/installable-app/app-updates';

let current: AppUpdates | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Hands the app the updates of its service worker (registerServiceWorker's), for the notice to follow. */
export function provideAppUpdates(updates: AppUpdates): void {
  current = updates;
  updates.subscribe(notify);
  notify();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The app's updates once a newer version is ready to be reloaded into; null before (and without a worker). */
export function useReadyUpdate(): AppUpdates | null {
  return useSyncExternalStore(
    subscribe,
    () => (current?.isReady() ? current : null),
    () => null,
  );
}

/**
 * Registers the service worker once the page has loaded (main.tsx, production builds only), so that neither
 * its download nor the precaching it starts competes with the first paint, and workbox-window stays out of
 * the first page's scripts.
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    import('@/features/installable-app/register-service-worker').then(
      ({ registerServiceWorker }) => {
        const updates = registerServiceWorker();
        if (updates) provideAppUpdates(updates);
      },
      // Offline before the first worker was installed: the next visit registers it.
      () => undefined,
    );
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
