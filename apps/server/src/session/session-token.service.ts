import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { SessionTokenPayload } from './auth-user';

export const JWT_ALGORITHM = 'HS256';

@Injectable()
export class SessionTokenService {
  constructor(private readonly jwt: JwtService) {}

  issue(user: { id: string; username: string; tokenVersion: number }): Promise<string> {
    const payload: SessionTokenPayload = { sub: user.id, username: user.username, ver: user.tokenVersion };
    return this.jwt.signAsync(payload);
  }
}
