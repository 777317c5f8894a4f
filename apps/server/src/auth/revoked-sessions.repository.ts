import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EXAMPLE } from 'src/database/sql/sql-examples';
import { Sql } from 'src/database/sql/sql.decorator';
import { SessionCache } from 'src/session/session-cache';
import { toSessionUser, type UserRow } from 'src/users/user.rows';
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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessionCache: SessionCache,
  ) {}

  /** Revokes a session (again is fine), and forgets the revocations whose tokens have expired by now. */
  @Sql({
    params: [{ id: EXAMPLE.sessionId, userId: EXAMPLE.ownerId, expiresAt: EXAMPLE.time }, EXAMPLE.time],
  })
  async revoke(session: Pick<RevokedSessionEntity, 'id' | 'userId' | 'expiresAt'>, now: Date): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(RevokedSessionEntity)
      .values(session)
      .orUpdate(['user_id', 'expires_at'], ['id'], { skipUpdateIfNoValuesChanged: true })
      .updateEntity(false)
      .execute();
    await this.dataSource
      .createQueryBuilder()
      .delete()
      .from(RevokedSessionEntity)
      .where('expires_at < :now', { now })
      .execute();
    await this.sessionCache.forgetUser(session.userId);
  }

  /**
   * What a request's token is checked against, in one round trip (this runs for every token not checked in
   * the last few seconds, see SessionCache): its user's name and token version, and whether the session was
   * logged out. Null when the user is gone.
   */
  @Sql({ params: [EXAMPLE.ownerId, EXAMPLE.sessionId] })
  async findSession(userId: string, sessionId: string): Promise<StoredSession | null> {
    const rows = await this.dataSource.query<
      Array<Pick<UserRow, 'username' | 'token_version'> & { revoked: boolean }>
    >(
      `SELECT u.username, u.token_version,
              EXISTS (SELECT 1 FROM revoked_sessions r WHERE r.id = $2) AS revoked
         FROM users u
        WHERE u.id = $1`,
      [userId, sessionId],
    );
    const row = rows[0];
    if (!row) return null;
    return { ...toSessionUser(row), revoked: row.revoked };
  }
}
