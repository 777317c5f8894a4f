import { describe, expect, it } from 'vitest';
import { DEV_SITE_CONFIG_PATH, SITE_CONFIG_PATH, siteConfigUrl } from '@/features/white-label/config-urls';

describe(siteConfigUrl.name, () => {
  it.each(['localhost', '127.0.0.1', '[::1]', 'app.localhost', 'dev.example.com', 'dev-journal.example.com'])(
    'should use the /api path when the host is %p',
    (host) => {
      expect(siteConfigUrl(host)).toBe(DEV_SITE_CONFIG_PATH);
    },
  );

  it.each(['journal.example.com', 'developer.example.com', '10.0.0.5'])(
    'should use the /config path when the host is %p',
    (host) => {
      expect(siteConfigUrl(host)).toBe(SITE_CONFIG_PATH);
    },
  );
});
