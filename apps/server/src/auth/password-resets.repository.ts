import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EXAMPLE } from 'src/database/sql/sql-examples';
import { Sql } from 'src/database/sql/sql.decorator';
import { PasswordResetEntity } from './password-reset.entity';
import type { PasswordResetRow } from './password-reset.rows';

@Injectable()
export class PasswordResetsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Sql({ params: [EXAMPLE.ownerId, 'b'.repeat(64), EXAMPLE.time] })
  async create(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(PasswordResetEntity)
      .values({ userId, tokenHash, expiresAt })
      .updateEntity(false)
      .execute();
  }

  /**
   * Marks the token used and returns its user, in one statement, so two concurrent uses cannot both win.
   * Expired, used and unknown tokens all return undefined.
   */
  @Sql({ params: [EXAMPLE.resetTokenHash, EXAMPLE.time] })
  async consume(tokenHash: string, now: Date): Promise<string | undefined> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(PasswordResetEntity)
      .set({ usedAt: now })
      .where('token_hash = :tokenHash AND used_at IS NULL AND expires_at > :now', { tokenHash, now })
      .returning(['userId'])
      .execute();
    const [row] = result.raw as Array<Pick<PasswordResetRow, 'user_id'>>;
    return row?.user_id;
  }

  /** After a successful reset, the user's other outstanding links stop working too. */
  @Sql({ params: [EXAMPLE.ownerId, EXAMPLE.time] })
  async invalidateAllFor(userId: string, now: Date): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(PasswordResetEntity)
      .set({ usedAt: now })
      .where('user_id = :userId AND used_at IS NULL', { userId })
      .execute();
  }
}
