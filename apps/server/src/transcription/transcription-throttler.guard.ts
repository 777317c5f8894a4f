import { type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { APP_ENV, type AppEnv } from 'src/config/env';
import { CredentialsThrottlerGuard } from 'src/session/credentials-throttler.guard';
import { requestOf } from 'src/session/request-of';

const HOUR_MS = 60 * 60_000;

/**
 * Each writer's budget of recordings written out (TRANSCRIPTION_RATE_LIMIT_PER_HOUR), over GraphQL and REST
 * together, counted where the sign-in budgets are (Redis when REDIS_URL is set, so across instances). Every
 * recording counts: each one the provider hears costs money. Refusals carry `Retry-After`, like sign-in's.
 */
@Injectable()
export class TranscriptionThrottlerGuard extends CredentialsThrottlerGuard {
  // A property, not a constructor parameter: the throttler's own three stay ThrottlerGuard's to inject.
  @Inject(APP_ENV) private readonly env!: AppEnv;

  // Only this budget: the module's per-address sign-in throttler is not meant for a writer's recordings.
  override canActivate(context: ExecutionContext): Promise<boolean> {
    const writer = requestOf(context).req.user?.id;
    // The session guard ran first; without a writer there is nothing to count (and nothing is served).
    if (!writer) return Promise.resolve(true);
    return this.handleRequest({
      context,
      limit: this.env.transcription.ratePerHour,
      ttl: HOUR_MS,
      blockDuration: HOUR_MS,
      throttler: { name: 'transcription', limit: 0, ttl: 0, setHeaders: false },
      getTracker: () => writer,
      generateKey: (_context, tracker) => `transcription:${tracker}`,
    });
  }
}
