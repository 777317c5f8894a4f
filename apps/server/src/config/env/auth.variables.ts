import { z } from 'zod';
import { optionalText, positiveInt, type VariableIssue } from './variable-kinds';

/** Sessions and the sign-in rate limits. */
export const authVariables = z.object({
  JWT_SECRET: optionalText
    .refine((value) => value === undefined || value.length >= 32, 'must be at least 32 characters')
    .describe('Token signing secret (≥ 32 characters); required when `NODE_ENV=production`'),
  JWT_EXPIRES_IN_SECONDS: positiveInt(7 * 24 * 3600).describe('Session token lifetime'),
  SESSION_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(300)
    .default(10)
    .describe(
      'How long a session found open is trusted before the database is checked again (0: every request); logout, password change and account deletion apply at once',
    ),
  AUTH_RATE_LIMIT_PER_MINUTE: positiveInt(10).describe(
    'Login, register and forgot-password attempts per client address per minute, all of them together, REST and GraphQL',
  ),
  AUTH_ACCOUNT_RATE_LIMIT_PER_15_MINUTES: positiveInt(10).describe(
    'Login attempts at one username, and reset requests for one email, from any address, per 15 minutes',
  ),
});

export function authIssues(env: { NODE_ENV: string; JWT_SECRET?: string }): VariableIssue[] {
  return env.NODE_ENV === 'production' && !env.JWT_SECRET
    ? [{ variable: 'JWT_SECRET', message: 'is required when NODE_ENV=production' }]
    : [];
}

export function authSettings(env: z.output<typeof authVariables>) {
  return {
    /** Empty until prepareRuntime fills it in from DATA_DIR/secrets.json (generated there when unset). */
    jwtSecret: env.JWT_SECRET ?? '',
    jwtExpiresInSeconds: env.JWT_EXPIRES_IN_SECONDS,
    sessionCacheSeconds: env.SESSION_CACHE_SECONDS,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    authAccountRateLimitPer15Minutes: env.AUTH_ACCOUNT_RATE_LIMIT_PER_15_MINUTES,
  };
}
