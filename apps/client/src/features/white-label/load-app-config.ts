import type { FeatureConfig, SiteConfig, TopicEntry } from '@app/schema';
import { FEATURE_CONFIG_PATH, siteConfigUrl } from '@/features/white-label/config-urls';

export interface LoadedFeatureConfig {
  features: FeatureConfig;
  enabledTopics: TopicEntry[];
  /** Whether the file names the app itself (flexiAppName), rather than leaving it to the default. */
  namesApp: boolean;
}

// The files are edited in place on the server, so they are never taken from a cache.
async function fetchJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store', signal });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as unknown;
}

// The zod schemas are imported on demand: they load beside the config files instead of in the first bundle.
// Naming what is used lets the bundler leave the rest of @app/schema out of that chunk.
const loadSchema = () =>
  import('@app/schema').then(({ listEnabledTopics, parseFeatureConfig, parseSiteConfig }) => ({
    listEnabledTopics,
    parseFeatureConfig,
    parseSiteConfig,
  }));

export async function loadSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  const [json, schema] = await Promise.all([fetchJson(siteConfigUrl(), signal), loadSchema()]);
  return schema.parseSiteConfig(json);
}

export async function loadFeatureConfig(signal?: AbortSignal): Promise<LoadedFeatureConfig> {
  const [json, schema] = await Promise.all([fetchJson(FEATURE_CONFIG_PATH, signal), loadSchema()]);
  const features = schema.parseFeatureConfig(json);
  const namesApp = typeof json === 'object' && json !== null && Object.hasOwn(json, 'flexiAppName');
  return { features, enabledTopics: schema.listEnabledTopics(features), namesApp };
}

export interface AppConfigLoads {
  site: Promise<SiteConfig>;
  features: Promise<LoadedFeatureConfig>;
}

let started: AppConfigLoads | undefined;

/**
 * Starts loading both files before React renders (main.tsx), so the requests leave with the first scripts
 * instead of after the first commit; AppConfigProvider takes these loads over.
 */
export function preloadAppConfig(): void {
  started ??= { site: loadSiteConfig(), features: loadFeatureConfig() };
  // Handled by whoever takes them; a failure before that must not be reported as unhandled.
  started.site.catch(() => undefined);
  started.features.catch(() => undefined);
}

/** The preloaded loads (once), else new ones. */
export function takeAppConfigLoads(signal?: AbortSignal): AppConfigLoads {
  const loads = started ?? { site: loadSiteConfig(signal), features: loadFeatureConfig(signal) };
  started = undefined;
  return loads;
}
