// Which requests the service worker answers, and how. Everything not named here goes to the network as if
// there were no worker: /graphql, /api, /files and /exports carry the writer's data and are never cached here
// (what offline reading needs is kept in IndexedDB, per writer, by the app itself).

/** The white-label files: the app's texts, colours and topics, kept for opening offline. */
export const CONFIG_FILES: ReadonlySet<string> = new Set([
  '/config/flexiconfig.json',
  '/config/flexifeatures.json',
  // The site file's path on localhost and dev hosts (features/white-label/config-urls.ts).
  '/api/config/flexiconfig.json',
]);

export function isConfigFile(url: URL, origin: string): boolean {
  return url.origin === origin && CONFIG_FILES.has(url.pathname);
}

/**
 * Pages of the server's own, not the app's: Apollo Sandbox (/graphql), the GraphQL explorer
 * (/graphql/explorer) and whatever /api shows. A navigation to them is the network's alone, never answered
 * with the app's index.html.
 */
export const SERVER_PAGES: RegExp[] = [/^\/graphql(\/|$)/, /^\/api(\/|$)/];

export function isServerPage(url: URL): boolean {
  return SERVER_PAGES.some((page) => page.test(url.pathname));
}

/** A navigation waits this long for the network before the precached index.html answers it. */
export const NAVIGATION_TIMEOUT_SECONDS = 3;

/** The config files too: past it, the copy from the last visit, while the network's answer still updates it. */
export const CONFIG_TIMEOUT_SECONDS = 3;

export const CONFIG_CACHE = 'flexi-config';
