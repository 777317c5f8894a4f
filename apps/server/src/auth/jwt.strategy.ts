import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { isUUID } from 'class-validator';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import { APP_ENV, type AppEnv } from 'src/config/env';
import type { AuthUser, SessionTokenPayload } from 'src/session/auth-user';
import { JWT_ALGORITHM } from 'src/session/session-token.service';
import { UsersRepository } from 'src/users/users.repository';
import { AuthErrorCode } from './auth.errors';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(APP_ENV) env: AppEnv,
    private readonly users: UsersRepository,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: env.jwtSecret,
      // An allowlist: tokens signed with `none` or any other algorithm are refused.
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  /** A token outlives neither its user nor a password change (tokenVersion). */
  async validate(payload: Partial<SessionTokenPayload>): Promise<AuthUser> {
    const user =
      typeof payload.sub === 'string' && isUUID(payload.sub) ? await this.users.findById(payload.sub) : null;
    if (!user || user.tokenVersion !== payload.ver) {
      throw new DomainError(AuthErrorCode.InvalidToken, MESSAGES.invalidToken);
    }
    return { id: user.id, username: user.username };
  }
}
