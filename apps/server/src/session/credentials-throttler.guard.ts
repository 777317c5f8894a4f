import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { requestOf } from 'src/session/request-of';

/**
 * Limits attempts per client address on the operations that take a password or mail one (login, register,
 * forgot-password, and the profile update, which checks the current password).
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
}
