import { useEffect, useState } from 'react';
import { DEFAULT_APP_NAME } from '@/shared/messages';

export const SITE_CONFIG_URL = '/config/flexiconfig.json';

// The config file is edited in place on the server, so it is never served from a cache.
async function fetchAppName(signal: AbortSignal): Promise<string | null> {
  const response = await fetch(SITE_CONFIG_URL, { cache: 'no-store', signal });
  if (!response.ok) return null;
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || !('appName' in body)) return null;
  const { appName } = body;
  return typeof appName === 'string' && appName.trim() ? appName.trim() : null;
}

/** The app name from the site config; the default until it loads, and if it cannot be loaded. */
export function useAppName(): string {
  const [appName, setAppName] = useState(DEFAULT_APP_NAME);

  useEffect(() => {
    const controller = new AbortController();
    fetchAppName(controller.signal)
      .then((name) => {
        if (name) setAppName(name);
      })
      .catch(() => {
        // Unreachable or malformed config: the default name stays.
      });
    return () => controller.abort();
  }, []);

  return appName;
}
