import { resolve } from 'node:path';
import { findAppRoot } from './app-root';
import { InvalidEnvironmentError, loadEnv } from './env';

function loadError(raw: NodeJS.ProcessEnv): Error {
  try {
    loadEnv(raw);
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected loadEnv to throw');
}

describe(loadEnv.name, () => {
  it('should apply the documented defaults when the environment is empty', () => {
    const sut = loadEnv({});

    expect(sut).toEqual({
      nodeEnv: 'development',
      isProduction: false,
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve('./.data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      redisKeyPrefix: 'flexi:',
      jwtSecret: '',
      jwtExpiresInSeconds: 7 * 24 * 3600,
      sessionCacheSeconds: 10,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: 'Flexi <no-reply@localhost>',
      ai: {
        baseUrl: 'https://api.x.ai/v1',
        apiKey: undefined,
        model: 'grok-3-mini',
        timeoutMs: 60_000,
        maxRetries: 2,
        stallTimeoutMs: 30_000,
        vision: false,
        contextTokens: 12_000,
        memoryDefault: false,
      },
      transcription: {
        enabled: false,
        model: '',
        baseUrl: 'https://api.x.ai/v1',
        apiKey: '',
        timeoutMs: 120_000,
        maxSeconds: 600,
        maxBytes: 25 * 1024 * 1024,
        ratePerHour: 60,
      },
      configDir: resolve(findAppRoot(), 'apps/server/config'),
      clientDir: resolve(findAppRoot(), 'dist/apps/client'),
      storage: { kind: 'disk' },
      uploadMaxBytes: 10 * 1024 * 1024,
      importMaxBytes: 200 * 1024 * 1024,
      jsonBodyLimitBytes: 1024 * 1024,
      authRateLimitPerMinute: 10,
      authAccountRateLimitPer15Minutes: 10,
      trustProxy: false,
      logLevel: 'log',
      shutdownGraceMs: 20_000,
      replyConcurrency: 16,
      abandonedUploadHours: 24,
      graphqlCostPerMinute: 100_000,
      webhookAllowHttp: false,
      webhookAllowPrivate: false,
    });
  });

  it('should read the values when every variable is set', () => {
    const sut = loadEnv({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgresql://flexi:pw@db:5432/flexi',
      REDIS_URL: 'rediss://cache:6380',
      REDIS_KEY_PREFIX: 'flexi-eu:',
      JWT_SECRET: 's'.repeat(32),
      SMTP_URL: 'smtps://mailer:465',
      AI_API_KEY: 'key',
      AI_TIMEOUT_SECONDS: '90',
      AI_MAX_RETRIES: '0',
      AI_STALL_TIMEOUT_SECONDS: '15',
      CONFIG_DIR: '/etc/flexi',
      TRUST_PROXY: 'true',
      AUTH_ACCOUNT_RATE_LIMIT_PER_15_MINUTES: '20',
      SHUTDOWN_GRACE_SECONDS: '0',
      AI_REPLY_CONCURRENCY: '4',
      ABANDONED_UPLOAD_HOURS: '72',
      GRAPHQL_COST_PER_MINUTE: '5000',
    });

    expect(sut).toMatchObject({
      nodeEnv: 'production',
      isProduction: true,
      port: 8080,
      databaseUrl: 'postgresql://flexi:pw@db:5432/flexi',
      redisUrl: 'rediss://cache:6380',
      redisKeyPrefix: 'flexi-eu:',
      jwtSecret: 's'.repeat(32),
      publicUrl: 'http://localhost:8080',
      smtpUrl: 'smtps://mailer:465',
      ai: { apiKey: 'key', timeoutMs: 90_000, maxRetries: 0, stallTimeoutMs: 15_000 },
      configDir: '/etc/flexi',
      trustProxy: true,
      authAccountRateLimitPer15Minutes: 20,
      shutdownGraceMs: 0,
      replyConcurrency: 4,
      abandonedUploadHours: 72,
      graphqlCostPerMinute: 5000,
    });
  });

  it('should treat a blank optional variable as unset when a compose file leaves it empty', () => {
    const sut = loadEnv({ DATABASE_URL: '  ', JWT_SECRET: '', SMTP_URL: '' });

    expect(sut).toMatchObject({ databaseUrl: undefined, jwtSecret: '', smtpUrl: undefined });
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '-1' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://db/flexi' }],
    ['DATABASE_URL', { DATABASE_URL: 'db:5432' }],
    ['SMTP_URL', { SMTP_URL: 'http://mailer' }],
    ['JWT_SECRET', { JWT_SECRET: 'too-short' }],
    ['JWT_SECRET', { NODE_ENV: 'production' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'flexi.example.com' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['AUTH_RATE_LIMIT_PER_MINUTE', { AUTH_RATE_LIMIT_PER_MINUTE: '0' }],
    ['STORAGE', { STORAGE: 'minio' }],
    ['S3_BUCKET', { STORAGE: 's3' }],
    ['S3_BUCKET', { STORAGE: 's3', S3_BUCKET: 'Uploads_Here' }],
    ['S3_ENDPOINT', { STORAGE: 's3', S3_BUCKET: 'flexi', S3_ENDPOINT: 'minio:9000' }],
    ['S3_FORCE_PATH_STYLE', { STORAGE: 's3', S3_BUCKET: 'flexi', S3_FORCE_PATH_STYLE: 'yes' }],
    ['S3_SECRET_ACCESS_KEY', { STORAGE: 's3', S3_BUCKET: 'flexi', S3_ACCESS_KEY_ID: 'id' }],
    ['S3_ACCESS_KEY_ID', { STORAGE: 's3', S3_BUCKET: 'flexi', S3_SECRET_ACCESS_KEY: 'secret' }],
    ['AUTH_ACCOUNT_RATE_LIMIT_PER_15_MINUTES', { AUTH_ACCOUNT_RATE_LIMIT_PER_15_MINUTES: '0' }],
    ['REDIS_URL', { REDIS_URL: 'http://cache:6379' }],
    ['GRAPHQL_COST_PER_MINUTE', { GRAPHQL_COST_PER_MINUTE: '999' }],
    ['REDIS_KEY_PREFIX', { REDIS_KEY_PREFIX: 'x'.repeat(65) }],
    ['AI_TIMEOUT_SECONDS', { AI_TIMEOUT_SECONDS: '0' }],
    ['AI_TIMEOUT_SECONDS', { AI_TIMEOUT_SECONDS: '1.5' }],
    ['AI_MAX_RETRIES', { AI_MAX_RETRIES: '6' }],
    ['AI_MAX_RETRIES', { AI_MAX_RETRIES: '-1' }],
    ['AI_STALL_TIMEOUT_SECONDS', { AI_STALL_TIMEOUT_SECONDS: 'soon' }],
    ['AI_VISION', { AI_VISION: 'yes' }],
    ['SHUTDOWN_GRACE_SECONDS', { SHUTDOWN_GRACE_SECONDS: '-1' }],
    ['SHUTDOWN_GRACE_SECONDS', { SHUTDOWN_GRACE_SECONDS: 'soon' }],
    ['AI_REPLY_CONCURRENCY', { AI_REPLY_CONCURRENCY: '0' }],
    ['ABANDONED_UPLOAD_HOURS', { ABANDONED_UPLOAD_HOURS: '0' }],
    ['ABANDONED_UPLOAD_HOURS', { ABANDONED_UPLOAD_HOURS: '1.5' }],
    ['ABANDONED_UPLOAD_HOURS', { ABANDONED_UPLOAD_HOURS: '87601' }],
    ['AI_TRANSCRIPTION_BASE_URL', { AI_TRANSCRIPTION_BASE_URL: 'api.openai.com/v1' }],
    ['AI_TRANSCRIPTION_TIMEOUT_SECONDS', { AI_TRANSCRIPTION_TIMEOUT_SECONDS: '0' }],
    ['TRANSCRIPTION_MAX_SECONDS', { TRANSCRIPTION_MAX_SECONDS: '3601' }],
    ['TRANSCRIPTION_MAX_SECONDS', { TRANSCRIPTION_MAX_SECONDS: '9' }],
    ['TRANSCRIPTION_MAX_BYTES', { TRANSCRIPTION_MAX_BYTES: String(100 * 1024 * 1024 + 1) }],
    ['TRANSCRIPTION_MAX_BYTES', { TRANSCRIPTION_MAX_BYTES: 'big' }],
    ['TRANSCRIPTION_RATE_LIMIT_PER_HOUR', { TRANSCRIPTION_RATE_LIMIT_PER_HOUR: '0' }],
  ])('should throw InvalidEnvironmentError naming %s when given %j', (variable, raw) => {
    const error = loadError(raw);

    expect(error).toBeInstanceOf(InvalidEnvironmentError);
    expect(error.message).toMatch(new RegExp(`^Invalid environment:\\n  - ${variable}: `));
  });

  it.each([
    ['no model', { AI_API_KEY: 'key' }, false],
    ['a model but no key', { AI_TRANSCRIPTION_MODEL: 'whisper-1' }, false],
    ['a model and the chat key', { AI_TRANSCRIPTION_MODEL: 'whisper-1', AI_API_KEY: 'key' }, true],
    [
      'a model and a key of its own',
      { AI_TRANSCRIPTION_MODEL: 'whisper-1', AI_TRANSCRIPTION_API_KEY: 'k' },
      true,
    ],
  ])('should offer voice entries only with a model and a key when given %s', (_name, raw, enabled) => {
    expect(loadEnv(raw).transcription.enabled).toBe(enabled);
  });

  it("should send recordings to the chat API with its key unless transcription's own are set", () => {
    const chat = { AI_BASE_URL: 'https://api.example.com/v1', AI_API_KEY: 'chat-key' };

    expect(loadEnv({ ...chat, AI_TRANSCRIPTION_MODEL: 'whisper-1' }).transcription).toMatchObject({
      baseUrl: 'https://api.example.com/v1',
      apiKey: 'chat-key',
      model: 'whisper-1',
    });
    expect(
      loadEnv({
        ...chat,
        AI_TRANSCRIPTION_MODEL: 'whisper-1',
        AI_TRANSCRIPTION_BASE_URL: 'http://whisper:8000/v1',
        AI_TRANSCRIPTION_API_KEY: 'stt-key',
      }).transcription,
    ).toMatchObject({ baseUrl: 'http://whisper:8000/v1', apiKey: 'stt-key' });
  });

  it('should say why when JWT_SECRET is missing in production', () => {
    expect(loadError({ NODE_ENV: 'production' }).message).toBe(
      'Invalid environment:\n  - JWT_SECRET: is required when NODE_ENV=production',
    );
  });

  it('should name S3_BUCKET when STORAGE=s3 has no bucket', () => {
    expect(loadError({ STORAGE: 's3' }).message).toBe(
      'Invalid environment:\n  - S3_BUCKET: is required when STORAGE=s3',
    );
  });

  it('should read the S3 settings when STORAGE=s3 and every S3 variable is set', () => {
    const sut = loadEnv({
      STORAGE: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'eu-central-1',
      S3_BUCKET: 'flexi-files',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });

    expect(sut.storage).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      region: 'eu-central-1',
      bucket: 'flexi-files',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('should use AWS, us-east-1, the default credential chain and host-style buckets when only the bucket is set', () => {
    expect(loadEnv({ STORAGE: 's3', S3_BUCKET: 'flexi-files', S3_ACCESS_KEY_ID: ' ' }).storage).toEqual({
      kind: 's3',
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'flexi-files',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('should ignore the S3 variables when STORAGE is disk', () => {
    expect(loadEnv({ S3_ACCESS_KEY_ID: 'id', S3_REGION: 'eu-west-1' }).storage).toEqual({ kind: 'disk' });
  });

  it('should list every bad variable when several are wrong', () => {
    const message = loadError({ PORT: 'x', SMTP_URL: 'ftp://mail' }).message;

    expect(message.split('\n')).toEqual([
      'Invalid environment:',
      expect.stringMatching(/^ {2}- PORT: /),
      '  - SMTP_URL: must be a URL starting with smtp:// or smtps://',
    ]);
  });

  it('should default PUBLIC_URL to localhost on the configured port when it is unset', () => {
    expect(loadEnv({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });

  it.each([
    ['https://journal.example.com/', 'https://journal.example.com'],
    ['https://journal.example.com//', 'https://journal.example.com'],
    ['https://example.com/flexi/', 'https://example.com/flexi'],
    ['http://10.0.0.5:3000', 'http://10.0.0.5:3000'],
  ])('should turn PUBLIC_URL %p into %p when it is set', (value, expected) => {
    expect(loadEnv({ PUBLIC_URL: value }).publicUrl).toBe(expected);
  });
});
