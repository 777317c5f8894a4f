import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { isUUID } from 'class-validator';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import type { AuthUser, SessionTokenPayload } from 'src/session/auth-user';
import { IS_PUBLIC } from 'src/session/public.decorator';
import { requestOf } from 'src/session/request-of';
import { SessionTokenService } from 'src/session/session-token.service';
import { AuthErrorCode } from './auth.errors';
import { RevokedSessionsRepository } from './revoked-sessions.repository';

// `<scheme> <token>`, read as passport-jwt's fromAuthHeaderAsBearerToken read it (scheme case-insensitive).
const AUTH_HEADER = /(\S+)\s+(\S+)/;

/** The bearer token of an `authorization` header, or null when there is none. */
export function bearerTokenOf(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const match = AUTH_HEADER.exec(header);
  return match && match[1].toLowerCase() === 'bearer' ? match[2] : null;
}

/**
 * The global guard: every operation needs a valid token unless marked @Public(). The token is checked here
 * directly (signature, algorithm, expiry), then against the database: a token outlives neither its user, nor
 * a password change (tokenVersion), nor a logout (its jti). Passport did the same through its strategy
 * machinery, at a few percent of the CPU time of a cheap query (docs/decisions.md).
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessionTokens: SessionTokenService,
    private readonly revokedSessions: RevokedSessionsRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    const { req } = requestOf(context);
    const token = bearerTokenOf(req.headers.authorization);
    if (token === null) {
      throw new DomainError(AuthErrorCode.AuthenticationRequired, MESSAGES.authenticationRequired);
    }
    req.user = await this.sessionOf(this.sessionTokens.verify(token));
    return true;
  }

  private async sessionOf(payload: Partial<SessionTokenPayload> | null): Promise<AuthUser> {
    const { sub, jti, exp } = payload ?? {};
    const wellFormed = typeof sub === 'string' && isUUID(sub) && typeof jti === 'string' && isUUID(jti);
    const session = wellFormed ? await this.revokedSessions.findSession(sub, jti) : null;
    if (!session || session.revoked || session.tokenVersion !== payload?.ver || typeof exp !== 'number') {
      throw new DomainError(AuthErrorCode.InvalidToken, MESSAGES.invalidToken);
    }
    return {
      id: sub as string,
      username: session.username,
      sessionId: jti as string,
      sessionExpiresAt: new Date(exp * 1000),
    };
  }
}
