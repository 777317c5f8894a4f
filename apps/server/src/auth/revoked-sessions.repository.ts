import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, type Repository } from 'typeorm';
import { SessionCache } from 'src/session/session-cache';
import { RevokedSessionEntity } from './revoked-session.entity';

/** What a token is checked against: its user's name and token version, and whether it was logged out. */
export interface StoredSession {
  username: string;
  tokenVersion: number;
  revoked: boolean;
}

@Injectable()
export class RevokedSessionsRepository {
  constructor(
    @InjectRepository(RevokedSessionEntity) private readonly sessions: Repository<RevokedSessionEntity>,
    private readonly sessionCache: SessionCache,
  ) {}

  /** Revokes a session (again is fine), and forgets the revocations whose tokens have expired by now. */
  async revoke(session: Pick<RevokedSessionEntity, 'id' | 'userId' | 'expiresAt'>, now: Date): Promise<void> {
    await this.sessions.upsert(session, { conflictPaths: ['id'], skipUpdateIfNoValuesChanged: true });
    await this.sessions.delete({ expiresAt: LessThan(now) });
    await this.sessionCache.forgetUser(session.userId);
  }

  /**
   * What a request's token is checked against, in one round trip (this runs for every token not checked in
   * the last few seconds, see SessionCache): its user's name and token version, and whether the session was
   * logged out. Null when the user is gone.
   */
  async findSession(userId: string, sessionId: string): Promise<StoredSession | null> {
    const rows: Array<{ username: string; token_version: number; revoked: boolean }> =
      await this.sessions.query(
        `SELECT u.username, u.token_version,
              EXISTS (SELECT 1 FROM revoked_sessions r WHERE r.id = $2) AS revoked
         FROM users u
        WHERE u.id = $1`,
        [userId, sessionId],
      );
    const row = rows[0];
    return row ? { username: row.username, tokenVersion: row.token_version, revoked: row.revoked } : null;
  }
}
