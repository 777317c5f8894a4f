import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, type Repository } from 'typeorm';
import { RevokedSessionEntity } from './revoked-session.entity';

@Injectable()
export class RevokedSessionsRepository {
  constructor(
    @InjectRepository(RevokedSessionEntity) private readonly sessions: Repository<RevokedSessionEntity>,
  ) {}

  /** Revokes a session (again is fine), and forgets the revocations whose tokens have expired by now. */
  async revoke(session: Pick<RevokedSessionEntity, 'id' | 'userId' | 'expiresAt'>, now: Date): Promise<void> {
    await this.sessions.upsert(session, { conflictPaths: ['id'], skipUpdateIfNoValuesChanged: true });
    await this.sessions.delete({ expiresAt: LessThan(now) });
  }

  isRevoked(id: string): Promise<boolean> {
    return this.sessions.existsBy({ id });
  }
}
