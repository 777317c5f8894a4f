import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { isAccessToken } from 'src/access-tokens/access-token-secret';
import { AccessTokensService } from 'src/access-tokens/access-tokens.service';
import { assertTokenMayRun } from 'src/access-tokens/token-permissions';
import { DomainError } from 'src/common/errors/domain-error';
import { isError } from 'src/common/errors/is-error';
import { MESSAGES } from 'src/common/messages';
import type { AuthUser } from 'src/session/auth-user';
import { IS_PUBLIC } from 'src/common/public.decorator';
import { requestOf } from 'src/session/request-of';
import { SessionCache } from 'src/session/session-cache';
import { AuthErrorCode } from './auth.errors';

const BEARER = /^Bearer (\S+)$/i;

/**
 * The global guard: every operation needs a valid token unless marked @Public(). Passport (JwtStrategy)
 * verifies a session token, AccessTokensService a personal access token (`flexi_pat_…`); the same
 * Authorization header seen valid in the last few seconds is taken as the caller it stood for (SessionCache),
 * which ending a session or revoking a token forgets at once. An access token then needs the operation's scope.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionCache,
    private readonly accessTokens: AccessTokensService,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    const { req: request, socket } = requestOf(context);
    const credentials = request.headers.authorization;
    // Without credentials Passport says what is missing.
    if (typeof credentials !== 'string') return (await super.canActivate(context)) as boolean;
    const bearer = BEARER.exec(credentials)?.[1];
    const authenticate = async (): Promise<AuthUser> => {
      if (bearer && isAccessToken(bearer)) {
        const tokenCaller = await this.accessTokens.authenticate(bearer);
        if (!tokenCaller) throw new DomainError(AuthErrorCode.InvalidToken, MESSAGES.invalidToken);
        return tokenCaller;
      }
      // Throws (handleRequest) unless the token is valid, and sets request.user when it is.
      await super.canActivate(context);
      if (!request.user) throw new DomainError(AuthErrorCode.InvalidToken, MESSAGES.invalidToken);
      return request.user;
    };
    const caller = await this.sessions.caller(credentials, authenticate);
    request.user = caller;
    if (caller.accessToken) assertTokenMayRun(context, this.reflector, caller.accessToken);
    if (socket) this.sessions.holdSocket(caller, socket, () => this.stillValid(credentials, authenticate));
    return true;
  }

  /** Whether a subscription's credentials still hold: false once they were ended (the socket is closed). */
  private async stillValid(credentials: string, authenticate: () => Promise<AuthUser>): Promise<boolean> {
    try {
      await this.sessions.caller(credentials, authenticate);
      return true;
    } catch (error) {
      if (error instanceof DomainError && error.code === AuthErrorCode.InvalidToken) return false;
      throw error;
    }
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
