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

// S3's bucket naming rules (without the IP-address and prefix exceptions): a typo shows at boot.
const S3_BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./.data'),
    DATABASE_URL: url(['postgres', 'postgresql']),
    REDIS_URL: url(['redis', 'rediss']),
    // Put before every key and channel, so several deployments (or test files) can share one Redis.
    REDIS_KEY_PREFIX: z.string().trim().max(64).default('flexi:'),
    JWT_SECRET: optionalString.refine(
      (v) => v === undefined || v.length >= 32,
      'must be at least 32 characters',
    ),
    JWT_EXPIRES_IN_SECONDS: positiveInt(7 * 24 * 3600),
    // How long a session found open is trusted before the database is asked again (0: on every request).
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
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
    STORAGE: z.enum(['disk', 's3'], { error: 'must be "disk" or "s3"' }).default('disk'),
    // Read only when STORAGE=s3. No endpoint means AWS itself; no keys mean the SDK's default credential chain.
    S3_ENDPOINT: url(['http', 'https']),
    S3_REGION: optionalString,
    S3_BUCKET: optionalString.refine(
      (v) => v === undefined || S3_BUCKET_NAME.test(v),
      'must be a bucket name: 3-63 lowercase letters, digits, dots and hyphens',
    ),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    UPLOAD_MAX_BYTES: positiveInt(10 * 1024 * 1024),
    IMPORT_MAX_BYTES: positiveInt(LIMITS.importMaxBytes),
    JSON_BODY_LIMIT_BYTES: positiveInt(1024 * 1024),
    AUTH_RATE_LIMIT_PER_MINUTE: positiveInt(10),
    AUTH_ACCOUNT_RATE_LIMIT_PER_15_MINUTES: positiveInt(10),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug', 'verbose']).default('log'),
    METRICS_TOKEN: optionalString,
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(20),
    AI_REPLY_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(16),
    // Capped at ten years: older cut-offs would leave PostgreSQL's timestamp range.
    ABANDONED_UPLOAD_HOURS: z.coerce.number().int().min(1).max(87_600).default(24),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    if (env.STORAGE === 's3') {
      if (!env.S3_BUCKET) {
        ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE=s3' });
      }
      // One key without the other is a typo, not a request for the default credential chain.
      if (env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY) {
        ctx.addIssue({
          code: 'custom',
          path: ['S3_SECRET_ACCESS_KEY'],
          message: 'is required when S3_ACCESS_KEY_ID is set',
        });
      }
      if (!env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
        ctx.addIssue({
          code: 'custom',
          path: ['S3_ACCESS_KEY_ID'],
          message: 'is required when S3_SECRET_ACCESS_KEY is set',
        });
      }
    }
  });

/** Where uploaded bytes are kept (STORAGE and the S3_* variables). */
export type StorageEnv =
  | { kind: 'disk' }
  | {
      kind: 's3';
      /** Unset: AWS S3 itself. */
      endpoint?: string;
      region: string;
      bucket: string;
      /** Unset: the SDK's default credential chain (environment, profile, instance role). */
      credentials?: { accessKeyId: string; secretAccessKey: string };
      /** `bucket` in the path rather than the host name, as MinIO-style servers need. */
      forcePathStyle: boolean;
    };

export type S3StorageEnv = Extract<StorageEnv, { kind: 's3' }>;

/** The validated runtime settings. Built once at boot; services receive it through the APP_ENV token. */
export interface AppEnv {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** Before every Redis key and pub/sub channel (REDIS_KEY_PREFIX). */
  redisKeyPrefix: string;
  /** Set by prepareRuntime (generated into DATA_DIR when the variable is unset). */
  jwtSecret: string;
  jwtExpiresInSeconds: number;
  sessionCacheSeconds: number;
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
  storage: StorageEnv;
  uploadMaxBytes: number;
  /** The largest journal export importJournal reads (IMPORT_MAX_BYTES); attachments keep uploadMaxBytes. */
  importMaxBytes: number;
  jsonBodyLimitBytes: number;
  authRateLimitPerMinute: number;
  /** Login and forgot-password attempts per account name or address, from any client, per 15 minutes. */
  authAccountRateLimitPer15Minutes: number;
  trustProxy: boolean;
  logLevel: 'error' | 'warn' | 'log' | 'debug' | 'verbose';
  /** The bearer token /metrics asks for; without one, /metrics answers only on loopback. */
  metricsToken: string | undefined;
  /** On SIGTERM, how long replies being generated here may take to finish before they are handed back. */
  shutdownGraceMs: number;
  /** How many replies this instance generates at once; more wait in the job queue for any instance. */
  replyConcurrency: number;
  /** Uploads attached to no entry for this long are deleted, row and bytes (ABANDONED_UPLOAD_HOURS). */
  abandonedUploadHours: number;
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
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    jwtSecret: env.JWT_SECRET ?? '',
    jwtExpiresInSeconds: env.JWT_EXPIRES_IN_SECONDS,
    sessionCacheSeconds: env.SESSION_CACHE_SECONDS,
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
    storage: storageEnv(env),
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    importMaxBytes: env.IMPORT_MAX_BYTES,
    jsonBodyLimitBytes: env.JSON_BODY_LIMIT_BYTES,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    authAccountRateLimitPer15Minutes: env.AUTH_ACCOUNT_RATE_LIMIT_PER_15_MINUTES,
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    replyConcurrency: env.AI_REPLY_CONCURRENCY,
    abandonedUploadHours: env.ABANDONED_UPLOAD_HOURS,
  };
}

function storageEnv(env: z.infer<typeof envSchema>): StorageEnv {
  if (env.STORAGE === 'disk') return { kind: 'disk' };
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    kind: 's3',
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? 'us-east-1',
    // Checked by the schema's refinement above.
    bucket: env.S3_BUCKET ?? '',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}
