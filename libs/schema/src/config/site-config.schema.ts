import { z } from 'zod';
import { CONFIG_DEFAULTS, configText } from './config-common';

// flexiconfig.json: the site-wide texts.
export const siteConfigSchema = z.strictObject({
  title: configText(120),
  // Placeholder of the answer fields; the spec's wording is "100 words or less".
  placeholder: configText(200),
  appName: configText(40).default(CONFIG_DEFAULTS.appName),
});

export type SiteConfig = z.output<typeof siteConfigSchema>;
