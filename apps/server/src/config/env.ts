import { resolve } from 'node:path';
import { LIMITS } from '@app/schema';
import { z } from 'zod';
import { findAppRoot } from './app-root';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const url = (protocols: string[]) =>
  optionalString.refine(
    (value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)),
    `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  );

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./.data'),
    DATABASE_URL: url(['postgres', 'postgresql']),
    REDIS_URL: url(['redis', 'rediss']),
    JWT_SECRET: optionalString.refine(
      (v) => v === undefined || v.length >= 32,
      'must be at least 32 characters',
    ),
    JWT_EXPIRES_IN_SECONDS: positiveInt(7 * 24 * 3600),
    PUBLIC_URL: url(['http', 'https']),
    SMTP_URL: url(['smtp', 'smtps']),
    MAIL_FROM: z.string().default('Flexi <no-reply@localhost>'),
    AI_BASE_URL: url(['http', 'https']),
    AI_API_KEY: optionalString,
    AI_MODEL: z.string().default('grok-3-mini'),
    AI_TIMEOUT_SECONDS: positiveInt(60),
    AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
    AI_STALL_TIMEOUT_SECONDS: positiveInt(30),
    AI_VISION: z.enum(['true', 'false']).default('false'),
    CONFIG_DIR: optionalString,
    CLIENT_DIR: optionalString,
    // Only the disk store exists so far; object storage (s3) is planned behind the same FileStorage port.
    STORAGE: z.enum(['disk'], { error: 'must be "disk" (the only storage built so far)' }).default('disk'),
    UPLOAD_MAX_BYTES: positiveInt(10 * 1024 * 1024),
    IMPORT_MAX_BYTES: positiveInt(LIMITS.importMaxBytes),
    JSON_BODY_LIMIT_BYTES: positiveInt(1024 * 1024),
    AUTH_RATE_LIMIT_PER_MINUTE: positiveInt(10),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug', 'verbose']).default('log'),
    METRICS_TOKEN: optionalString,
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(20),
    AI_REPLY_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(16),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' });
    }
  });

/** The validated runtime settings. Built once at boot; services receive it through the APP_ENV token. */
export interface AppEnv {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** Set by prepareRuntime (generated into DATA_DIR when the variable is unset). */
  jwtSecret: string;
  jwtExpiresInSeconds: number;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  ai: {
    baseUrl: string;
    apiKey?: string;
    model: string;
    /** Per attempt, until the reply starts streaming. */
    timeoutMs: number;
    /** Retries of 408/409/429/5xx and connection failures before the reply starts. */
    maxRetries: number;
    /** Longest silence allowed once the reply is streaming. */
    stallTimeoutMs: number;
    /** Whether png and jpeg attachments are sent to the model as images (AI_VISION). */
    vision: boolean;
  };
  configDir: string;
  clientDir: string;
  storage: 'disk';
  uploadMaxBytes: number;
  /** The largest journal export importJournal reads (IMPORT_MAX_BYTES); attachments keep uploadMaxBytes. */
  importMaxBytes: number;
  jsonBodyLimitBytes: number;
  authRateLimitPerMinute: number;
  trustProxy: boolean;
  logLevel: 'error' | 'warn' | 'log' | 'debug' | 'verbose';
  /** The bearer token /metrics asks for; without one, /metrics answers only on loopback. */
  metricsToken: string | undefined;
  /** On SIGTERM, how long replies being generated here may take to finish before they are handed back. */
  shutdownGraceMs: number;
  /** How many replies this instance generates at once; more wait in the job queue for any instance. */
  replyConcurrency: number;
}

export const APP_ENV = Symbol('APP_ENV');

export class InvalidEnvironmentError extends Error {
  constructor(issues: string[]) {
    super(`Invalid environment:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'InvalidEnvironmentError';
  }
}

/** Parses and validates the process environment. Pure: creates no files (see prepareRuntime). */
export function loadEnv(raw: NodeJS.ProcessEnv = process.env): AppEnv {
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    throw new InvalidEnvironmentError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const appRoot = findAppRoot();
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir: resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    jwtSecret: env.JWT_SECRET ?? '',
    jwtExpiresInSeconds: env.JWT_EXPIRES_IN_SECONDS,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    ai: {
      baseUrl: env.AI_BASE_URL ?? 'https://api.x.ai/v1',
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      timeoutMs: env.AI_TIMEOUT_SECONDS * 1000,
      maxRetries: env.AI_MAX_RETRIES,
      stallTimeoutMs: env.AI_STALL_TIMEOUT_SECONDS * 1000,
      vision: env.AI_VISION === 'true',
    },
    configDir: resolve(env.CONFIG_DIR ?? resolve(appRoot, 'apps/server/config')),
    clientDir: resolve(env.CLIENT_DIR ?? resolve(appRoot, 'dist/apps/client')),
    storage: env.STORAGE,
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    importMaxBytes: env.IMPORT_MAX_BYTES,
    jsonBodyLimitBytes: env.JSON_BODY_LIMIT_BYTES,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    replyConcurrency: env.AI_REPLY_CONCURRENCY,
  };
}
