import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AppEnv } from './env';

interface StoredSecrets {
  jwtSecret: string;
  databasePassword: string;
}

/**
 * Secrets generated on first start and kept in DATA_DIR (mode 0600) so that tokens and the embedded
 * database survive restarts without the operator having to invent values.
 */
export function loadOrCreateSecrets(dataDir: string): StoredSecrets {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    return JSON.parse(readFileSync(file, 'utf8')) as StoredSecrets;
  }
  const secrets: StoredSecrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    databasePassword: randomBytes(24).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** Fills in what the environment left to be generated. */
export function withGeneratedSecrets(env: AppEnv, secrets: StoredSecrets): AppEnv {
  return { ...env, jwtSecret: env.jwtSecret || secrets.jwtSecret };
}
