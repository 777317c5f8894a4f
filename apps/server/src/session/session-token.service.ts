import { createSecretKey, type KeyObject, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { SessionTokenPayload } from './auth-user';

export const JWT_ALGORITHM = 'HS256';

/**
 * The session secret as a key object, for signing and checking tokens. jsonwebtoken turns any other key into
 * one on every call, first by trying to parse it as a PEM public key and catching the failure: about a sixth
 * of the server's CPU time on a cheap authenticated query, before this.
 */
export function sessionTokenKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}

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

  /**
   * The payload of a token signed with the session key (HS256 only: `none` and every other algorithm are
   * refused) and not expired; null for any other token. What the payload names is for the caller to check.
   */
  verify(token: string): Partial<SessionTokenPayload> | null {
    try {
      const payload = this.jwt.verify<Partial<SessionTokenPayload>>(token);
      return typeof payload === 'object' && payload !== null ? payload : null;
    } catch {
      return null;
    }
  }
}
