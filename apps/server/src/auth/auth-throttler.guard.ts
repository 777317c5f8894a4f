import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { requestOf } from 'src/session/request-of';

/** Limits attempts per client address on the credential operations (login, register, forgot-password). */
@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected override getRequestResponse(context: ExecutionContext) {
    const { req, reply } = requestOf(context);
    return {
      req: req as unknown as Record<string, unknown>,
      res: reply as unknown as Record<string, unknown>,
    };
  }
}
