import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { DomainError } from 'src/common/errors/domain-error';
import { isError } from 'src/common/errors/is-error';
import { MESSAGES } from 'src/common/messages';
import type { AuthUser } from 'src/session/auth-user';
import { IS_PUBLIC } from 'src/session/public.decorator';
import { requestOf } from 'src/session/request-of';
import { AuthErrorCode } from './auth.errors';

/** The global guard: every operation needs a valid token unless marked @Public(). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    return isPublic ? true : super.canActivate(context);
  }

  override getRequest(context: ExecutionContext) {
    return requestOf(context).req;
  }

  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false, info: unknown): TUser {
    if (isError(error)) throw error;
    if (user) return user;
    const noToken = info instanceof Error && info.message === 'No auth token';
    throw noToken
      ? new DomainError(AuthErrorCode.AuthenticationRequired, MESSAGES.authenticationRequired)
      : new DomainError(AuthErrorCode.InvalidToken, MESSAGES.invalidToken);
  }
}
