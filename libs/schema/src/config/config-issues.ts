import type { z } from 'zod/mini';
import { CONFIG_FILE_NAMES } from './config-common';
import { featureConfigSchema, type FeatureConfig } from './feature-config.schema';
import { siteConfigSchema, type SiteConfig } from './site-config.schema';

/** One line per issue: `<file>: <key path>: <message>`, so an operator can find the bad key at once. */
export function formatConfigIssues(fileName: string, error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => {
      const path = formatIssuePath(issue.path);
      return path ? `${fileName}: ${path}: ${issue.message}` : `${fileName}: ${issue.message}`;
    })
    .join('\n');
}

/** ['chat', 'travel', 'promptQuestions', 0] -> 'chat.travel.promptQuestions[0]'. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => {
      if (typeof key === 'number') return `[${key}]`;
      if (typeof key === 'symbol') return `[${String(key)}]`;
      if (/^[A-Za-z_$][\w$]*$/.test(key)) return index === 0 ? key : `.${key}`;
      return `[${JSON.stringify(key)}]`;
    })
    .join('');
}

// Zod's stock texts ("Invalid input: expected string, received number") are written for developers;
// these read better in a boot log. Messages set on a schema still win over this map.
export const configErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? `missing required key (expected ${issue.expected})`
        : `expected ${issue.expected}, received ${describeType(issue.input)}`;
    case 'unrecognized_keys':
      return `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
    default:
      return undefined;
  }
};

export function parseSiteConfig(json: unknown): SiteConfig {
  return parseConfigFile(siteConfigSchema, CONFIG_FILE_NAMES.site, json);
}

export function parseFeatureConfig(json: unknown): FeatureConfig {
  return parseConfigFile(featureConfigSchema, CONFIG_FILE_NAMES.features, json);
}

function parseConfigFile<S extends z.ZodMiniType>(schema: S, fileName: string, json: unknown): z.output<S> {
  const result = schema.safeParse(json, { error: configErrorMap });
  if (!result.success) {
    throw new Error(formatConfigIssues(fileName, result.error), { cause: result.error });
  }
  return result.data;
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN';
  return typeof value;
}
