import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CONFIG_FILE_NAMES,
  type FeatureConfig,
  parseFeatureConfig,
  parseSiteConfig,
  type SiteConfig,
} from '@app/schema';

export interface WhiteLabelFile<T> {
  /** The validated content, with defaults applied. */
  parsed: T;
  /** The file's text as the operator wrote it; served to clients unchanged. */
  raw: string;
}

export class InvalidWhiteLabelError extends Error {}

function readWhiteLabelFile<T>(
  dir: string,
  fileName: string,
  parse: (json: unknown) => T,
): WhiteLabelFile<T> {
  const path = join(dir, fileName);
  let raw: string;
  let json: unknown;
  try {
    raw = readFileSync(path, 'utf8');
  } catch {
    throw new InvalidWhiteLabelError(
      `${fileName}: cannot read ${path} (set CONFIG_DIR to the folder holding it)`,
    );
  }
  try {
    json = JSON.parse(raw);
  } catch (error) {
    throw new InvalidWhiteLabelError(`${fileName}: not valid JSON (${(error as Error).message})`);
  }
  try {
    return { parsed: parse(json), raw };
  } catch (error) {
    throw new InvalidWhiteLabelError((error as Error).message);
  }
}

/** The two white-label files, read and validated once at boot; an invalid file stops the server. */
export class WhiteLabelService {
  readonly siteFile: WhiteLabelFile<SiteConfig>;
  readonly featuresFile: WhiteLabelFile<FeatureConfig>;

  constructor(configDir: string) {
    this.siteFile = readWhiteLabelFile(configDir, CONFIG_FILE_NAMES.site, parseSiteConfig);
    this.featuresFile = readWhiteLabelFile(configDir, CONFIG_FILE_NAMES.features, parseFeatureConfig);
  }

  get site(): SiteConfig {
    return this.siteFile.parsed;
  }

  get features(): FeatureConfig {
    return this.featuresFile.parsed;
  }
}
