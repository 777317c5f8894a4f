import { createHash } from 'node:crypto';
import { type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { APP_ENV, type AppEnv } from 'src/config/env';
import { CredentialsThrottlerGuard } from './credentials-throttler.guard';
import { accountOf } from './sign-in-budget';

const ACCOUNT_WINDOW_MS = 15 * 60_000;

/**
 * Login, register and forgot-password, over REST and GraphQL alike: one budget per client address for all
 * of them (AUTH_RATE_LIMIT_PER_MINUTE), and on the operations marked with @AccountBudget a second one per
 * account name or address from any client (AUTH_ACCOUNT_RATE_LIMIT_PER_15_MINUTES), so spreading guesses
 * over many addresses does not help. Both refuse with the same answer, whether the account exists or not.
 */
@Injectable()
export class SignInThrottlerGuard extends CredentialsThrottlerGuard {
  // A property, not a constructor parameter: the throttler's own three stay ThrottlerGuard's to inject.
  @Inject(APP_ENV) private readonly env!: AppEnv;

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const account = accountOf(context, this.reflector);
    if (!account) return true;
    return this.handleRequest({
      context,
      limit: this.env.authAccountRateLimitPer15Minutes,
      ttl: ACCOUNT_WINDOW_MS,
      blockDuration: ACCOUNT_WINDOW_MS,
      // No X-RateLimit headers: how many attempts others made at an account is nobody's business.
      throttler: { name: 'account', limit: 0, ttl: 0, setHeaders: false },
      getTracker: () => account,
      // Hashed: the store holds no user names or mail addresses.
      generateKey: (_context, tracker) => `sign-in:account:${sha256(tracker)}`,
    });
  }

  /** Without the operation in it (the default key has it), so every sign-in operation shares the budget. */
  protected override generateKey(_context: ExecutionContext, tracker: string, name: string): string {
    return `sign-in:${name}:${tracker}`;
  }
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
