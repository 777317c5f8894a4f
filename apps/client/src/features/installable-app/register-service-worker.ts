import { messageSW, Workbox } from 'workbox-window';
import { PRECACHES, type PrecachesQuestion } from '@/service-worker/worker-messages';
import { whenNoSendInFlight } from '@/shared/sends-in-flight';
import { isOnline } from '@/shared/useOnline';
import { type AppUpdates, watchAppUpdates } from './app-updates';

// A tab left open for days still hears of a deploy (the browser itself checks on each navigation).
const UPDATE_CHECK_MS = 60 * 60 * 1000;
// A worker that does not answer within this is taken for one that does not serve this page.
const ANSWER_TIMEOUT_MS = 3000;

/**
 * This page's entry script (index.html's one module script, named by its content): a worker that precaches
 * it serves this very build, since the entry names every chunk it loads, directly or through others.
 */
function entryScriptPath(): string | undefined {
  const src = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
  return src ? new URL(src).pathname : undefined;
}

function askWhetherItServesThisPage(worker: ServiceWorker): Promise<boolean> {
  const path = entryScriptPath();
  if (!path) return Promise.resolve(false);
  const question: PrecachesQuestion = { type: PRECACHES, path };
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ANSWER_TIMEOUT_MS));
  return Promise.race([messageSW(worker, question).then((answer) => answer === true), timeout]);
}

/** Registers /sw.js (decision 0180) and follows its updates; null where the browser has no service workers. */
export function registerServiceWorker(): AppUpdates | null {
  if (!('serviceWorker' in navigator)) return null;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  const updates = watchAppUpdates(workbox, {
    servesThisPage: askWhetherItServesThisPage,
    controller: () => navigator.serviceWorker.controller,
    reloadPage: () => window.location.reload(),
    whenNoSendInFlight,
  });
  void workbox.register().catch(() => undefined);
  setInterval(() => {
    if (isOnline()) void workbox.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
  return updates;
}
