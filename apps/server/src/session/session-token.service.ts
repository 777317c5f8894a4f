import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

export const JWT_ALGORITHM = 'HS256';

@Injectable()
export class SessionTokenService {
  constructor(private readonly jwt: JwtService) {}

  /** A new session's token; `exp` comes from the module's `expiresIn`, `jti` names the session. */
  issue(user: { id: string; username: string; tokenVersion: number }): Promise<string> {
    return this.jwt.signAsync(
      { sub: user.id, username: user.username, ver: user.tokenVersion },
      { jwtid: randomUUID() },
    );
  }
}
