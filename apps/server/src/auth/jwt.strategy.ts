import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { isUUID } from 'class-validator';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import { APP_ENV, type AppEnv } from 'src/config/env';
import type { AuthUser, SessionTokenPayload } from 'src/session/auth-user';
import { JWT_ALGORITHM, sessionTokenKey } from 'src/session/session-token.service';
import { AuthErrorCode } from './auth.errors';
import { RevokedSessionsRepository } from './revoked-sessions.repository';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(APP_ENV) env: AppEnv,
    private readonly revokedSessions: RevokedSessionsRepository,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object (passport-jwt hands it to jsonwebtoken as is; its types say string or Buffer only).
      secretOrKey: sessionTokenKey(env.jwtSecret) as unknown as Buffer,
      // An allowlist: tokens signed with `none` or any other algorithm are refused.
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  /**
   * A token outlives neither its user, nor a password change (tokenVersion), nor a logout (its jti). Runs for
   * a token the guard has not seen checked in the last few seconds (SessionCache), not on every request.
   */
  async validate(payload: Partial<SessionTokenPayload>): Promise<AuthUser> {
    const { sub, jti, exp } = payload;
    const wellFormed = typeof sub === 'string' && isUUID(sub) && typeof jti === 'string' && isUUID(jti);
    const session = wellFormed ? await this.revokedSessions.findSession(sub, jti) : null;
    if (!session || session.revoked || session.tokenVersion !== payload.ver || typeof exp !== 'number') {
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
