import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { PasswordResetEntity } from './password-reset.entity';

@Injectable()
export class PasswordResetsRepository {
  constructor(
    @InjectRepository(PasswordResetEntity) private readonly resets: Repository<PasswordResetEntity>,
  ) {}

  async create(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.resets.insert({ userId, tokenHash, expiresAt });
  }

  /**
   * Marks the token used and returns its user, in one statement, so two concurrent uses cannot both win.
   * Expired, used and unknown tokens all return undefined.
   */
  async consume(tokenHash: string, now: Date): Promise<string | undefined> {
    const result = await this.resets
      .createQueryBuilder()
      .update(PasswordResetEntity)
      .set({ usedAt: now })
      .where('token_hash = :tokenHash AND used_at IS NULL AND expires_at > :now', { tokenHash, now })
      .returning(['userId'])
      .execute();
    const row = (result.raw as Array<{ user_id: string }>)[0];
    return row?.user_id;
  }

  /** After a successful reset, the user's other outstanding links stop working too. */
  async invalidateAllFor(userId: string, now: Date): Promise<void> {
    await this.resets.update({ userId, usedAt: IsNull() }, { usedAt: now });
  }
}
