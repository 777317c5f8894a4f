import { z } from 'zod/mini';
import { CONFIG_DEFAULTS, configText } from './config-common';

// flexiconfig.json: the site-wide texts.
export const siteConfigSchema = z.strictObject({
  title: configText(120),
  // Placeholder of the answer fields; the spec's wording is "100 words or less".
  placeholder: configText(200),
  appName: z._default(configText(40), CONFIG_DEFAULTS.appName),
  // The brand the footer credits ("Powered by …"); optional, so a white-label deployment can rename the app
  // and keep the platform's credit, or credit its own. The client falls back to the product's own name.
  poweredBy: z.optional(configText(40)),
});

export type SiteConfig = z.output<typeof siteConfigSchema>;
