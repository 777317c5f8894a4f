import type { Workbox } from 'workbox-window';

/** The parts of workbox-window's Workbox that updates need (tests pass a stand-in). */
export type ServiceWorkerHost = Pick<Workbox, 'addEventListener' | 'messageSkipWaiting'>;

export interface AppUpdates {
  /** Whether a newer version of the app than the one on screen is ready: a reload shows it. */
  isReady(): boolean;
  subscribe(onChange: () => void): () => void;
  /**
   * Once nothing is being sent, lets the new version's worker take over and reloads the page under it. Never
   * called but by the writer (the notice's Reload).
   */
  reload(): Promise<void>;
}

export interface AppUpdatesOptions {
  /** Whether the worker serves the build this page runs (it answers with this page's own files). */
  servesThisPage(worker: ServiceWorker): Promise<boolean>;
  /** The worker in control of the page now (workbox-window's "controlling" event names its own, not it). */
  controller(): ServiceWorker | null;
  reloadPage(): void;
  whenNoSendInFlight(): Promise<void>;
  /** How long a reload waits for the new worker to take over before it reloads anyway. */
  takeOverTimeoutMs?: number;
}

/**
 * Follows the service worker's lifecycle and says when a newer version is ready. A new build's worker waits
 * (decision 0180). Navigations go to the network first, so a page opened after a deploy usually runs the new
 * build already: then its waiting worker takes over quietly, with nothing to reload. Otherwise the writer is
 * told, and chooses when to reload.
 */
export function watchAppUpdates(host: ServiceWorkerHost, options: AppUpdatesOptions): AppUpdates {
  const listeners = new Set<() => void>();
  let ready = false;
  // A newer worker waits to take over (else a newer one already controls the page: another tab let it in).
  let workerWaiting = false;
  // The writer chose Reload, and the waiting worker was told to take over.
  let takingOver = false;
  let reloading = false;

  const becomeReady = (waiting: boolean) => {
    workerWaiting = waiting;
    if (ready) return;
    ready = true;
    for (const listener of listeners) listener();
  };
  const servesThisPage = (worker: ServiceWorker | undefined) =>
    worker ? options.servesThisPage(worker).catch(() => false) : Promise.resolve(false);
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    options.reloadPage();
  };

  host.addEventListener('waiting', (event) => {
    void servesThisPage(event.sw).then((current) => {
      if (current) host.messageSkipWaiting();
      else becomeReady(true);
    });
  });

  host.addEventListener('controlling', () => {
    if (takingOver) {
      reloadOnce();
      return;
    }
    // The first worker claiming the page, a quiet take-over, or another tab's Reload.
    void servesThisPage(options.controller() ?? undefined).then((current) => {
      if (!current) becomeReady(false);
    });
  });

  return {
    isReady: () => ready,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    async reload() {
      await options.whenNoSendInFlight();
      if (!workerWaiting) {
        reloadOnce();
        return;
      }
      takingOver = true;
      host.messageSkipWaiting();
      setTimeout(reloadOnce, options.takeOverTimeoutMs ?? 5000);
    },
  };
}
