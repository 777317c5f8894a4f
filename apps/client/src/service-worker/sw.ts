/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa's injectManifest into /sw.js): the app opens with no
// connection, and index.html is never stale while there is one. Decision 0180.
import { clientsClaim } from 'workbox-core';
import {
  addRoute,
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  precache,
  PrecacheFallbackPlugin,
} from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  CONFIG_CACHE,
  CONFIG_FILES,
  CONFIG_TIMEOUT_SECONDS,
  isConfigFile,
  NAVIGATION_TIMEOUT_SECONDS,
  SERVER_PAGES,
} from './cache-rules';
import { isMessage, PRECACHES, type PrecachesQuestion, SKIP_WAITING } from './worker-messages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const INDEX_HTML = '/index.html';

// The build's files (the list is written in at build time), fetched when the worker installs. A new build's
// worker waits until the page says to take over (the "New version" notice), or until every tab has closed.
precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker controls the page that installed it at once, so that page's lazy chunks come from the
// precache too; a later one only takes over when told to (SKIP_WAITING).
clientsClaim();

// Routes are tried in the order they are registered. Navigations first: always the network, so a deploy's
// index.html is seen at once; the precached one only when the network fails or takes longer than 3 s. The
// server's own pages (Sandbox, the GraphQL explorer) are left to the browser: the app is not their fallback.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS,
      plugins: [new PrecacheFallbackPlugin({ fallbackURL: INDEX_HTML })],
    }),
    { denylist: SERVER_PAGES },
  ),
);

// The config files as the network has them, the cached copy past 3 s or offline. Kept from the install on,
// so that an app installed and opened offline straight away has its texts and topics.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CONFIG_CACHE)
      .then((cache) => Promise.all([...CONFIG_FILES].map((path) => cache.add(path).catch(() => undefined)))),
  );
});
registerRoute(
  ({ url }) => isConfigFile(url, self.location.origin),
  new NetworkFirst({ cacheName: CONFIG_CACHE, networkTimeoutSeconds: CONFIG_TIMEOUT_SECONDS }),
);

// The build's own files from the precache. No directory index: `/` is a navigation, answered above.
addRoute({ directoryIndex: '', cleanURLs: false });

self.addEventListener('message', (event) => {
  if (isMessage(event.data, SKIP_WAITING)) {
    void self.skipWaiting();
  } else if (isMessage<PrecachesQuestion>(event.data, PRECACHES)) {
    const url = new URL(event.data.path, self.location.origin).href;
    event.ports[0]?.postMessage(getCacheKeyForURL(url) !== undefined);
  }
});
