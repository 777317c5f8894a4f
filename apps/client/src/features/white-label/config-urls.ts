// Spec §7: the site config comes from /api/config/… on localhost and dev hosts (where the page may be served
// by a dev server in front of the API), else from /config/…; the feature config always from /config/….
export const SITE_CONFIG_PATH = '/config/flexiconfig.json';
export const DEV_SITE_CONFIG_PATH = '/api/config/flexiconfig.json';
export const FEATURE_CONFIG_PATH = '/config/flexifeatures.json';

/** localhost, loopback addresses, `*.localhost`, and hosts whose first label is `dev` or starts/ends with `dev-`/`-dev`. */
export function isDevHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1' || host.startsWith('127.')) {
    return true;
  }
  const firstLabel = host.split('.')[0] ?? '';
  return firstLabel === 'dev' || firstLabel.startsWith('dev-') || firstLabel.endsWith('-dev');
}

export function siteConfigUrl(hostname: string = window.location.hostname): string {
  return isDevHost(hostname) ? DEV_SITE_CONFIG_PATH : SITE_CONFIG_PATH;
}
