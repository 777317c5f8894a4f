import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CONFIG_FILE_NAMES,
  type FeatureConfig,
  parseFeatureConfig,
  parseSiteConfig,
  type SiteConfig,
} from '@app/schema';

export interface ConfigFile<T> {
  /** The validated content, with defaults applied. */
  parsed: T;
  /** The file's text as the operator wrote it; served to clients unchanged. */
  raw: string;
}

export class InvalidAppConfigError extends Error {}

function readConfig<T>(dir: string, fileName: string, parse: (json: unknown) => T): ConfigFile<T> {
  const path = join(dir, fileName);
  let raw: string;
  let json: unknown;
  try {
    raw = readFileSync(path, 'utf8');
  } catch {
    throw new InvalidAppConfigError(
      `${fileName}: cannot read ${path} (set CONFIG_DIR to the folder holding it)`,
    );
  }
  try {
    json = JSON.parse(raw);
  } catch (error) {
    throw new InvalidAppConfigError(`${fileName}: not valid JSON (${(error as Error).message})`);
  }
  try {
    return { parsed: parse(json), raw };
  } catch (error) {
    throw new InvalidAppConfigError((error as Error).message);
  }
}

/** The two white-label files, read and validated once at boot; an invalid file stops the server. */
export class AppConfigService {
  readonly siteFile: ConfigFile<SiteConfig>;
  readonly featuresFile: ConfigFile<FeatureConfig>;

  constructor(configDir: string) {
    this.siteFile = readConfig(configDir, CONFIG_FILE_NAMES.site, parseSiteConfig);
    this.featuresFile = readConfig(configDir, CONFIG_FILE_NAMES.features, parseFeatureConfig);
  }

  get site(): SiteConfig {
    return this.siteFile.parsed;
  }

  get features(): FeatureConfig {
    return this.featuresFile.parsed;
  }
}
