import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerRequest } from '@nestjs/throttler';
import { CommonErrorCode } from 'src/common/errors/common.errors';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import { requestOf } from 'src/session/request-of';

// How long a client is asked to wait when the rate-limit store (Redis) cannot be reached.
const STORE_RETRY_AFTER_SECONDS = 5;

/**
 * Limits attempts per client address on the operations that check a password (the profile update and
 * account deletion, which check the current one), each operation on its own budget. Sign-in operations use
 * SignInThrottlerGuard. Refusals carry `Retry-After` on REST and GraphQL alike.
 */
@Injectable()
export class CredentialsThrottlerGuard extends ThrottlerGuard {
  protected override getRequestResponse(context: ExecutionContext) {
    const { req, reply } = requestOf(context);
    return {
      req: req as unknown as Record<string, unknown>,
      res: reply as unknown as Record<string, unknown>,
    };
  }

  /** A store that cannot count (Redis down) refuses rather than letting guesses through unlimited. */
  protected override async handleRequest(request: ThrottlerRequest): Promise<boolean> {
    try {
      return await super.handleRequest(request);
    } catch (error) {
      if (error instanceof DomainError) throw error;
      this.logger.warn(
        `Rate limits cannot be counted: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw new DomainError(
        CommonErrorCode.ServiceUnavailable,
        MESSAGES.serviceUnavailable,
        undefined,
        STORE_RETRY_AFTER_SECONDS,
      );
    }
  }

  protected override throwThrottlingException(
    _context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    // The wait it says is the wait it means: a minute for an address, up to 15 for an account's budget.
    const retryAfter = Math.max(1, detail.timeToBlockExpire);
    return Promise.reject(
      new DomainError(
        CommonErrorCode.TooManyRequests,
        MESSAGES.tooManyRequestsFor(retryAfter),
        undefined,
        retryAfter,
      ),
    );
  }
}
