import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EXAMPLE } from 'src/database/sql/sql-examples';
import { Sql } from 'src/database/sql/sql.decorator';
import type { AccessScope } from 'src/session/auth-user';
import { AccessTokenEntity } from './access-token.entity';

/** A new token's row, before the database gives it an id and a creation time. */
export interface NewAccessToken {
  ownerId: string;
  name: string;
  tokenHash: string;
  scopes: AccessScope[];
  expiresAt: Date | null;
}

/** A token found by its hash, with the name of the writer it acts for. */
export interface PresentedToken {
  token: AccessTokenEntity;
  username: string;
}

const EXAMPLE_TOKEN: NewAccessToken = {
  ownerId: EXAMPLE.ownerId,
  name: 'Nightly backup',
  tokenHash: 'e'.repeat(64),
  scopes: ['READ', 'WRITE'],
  expiresAt: EXAMPLE.time,
};

/** Every statement of access tokens. Callers pass the owner wherever a writer acts on their own tokens. */
@Injectable()
export class AccessTokensRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Stores a token unless its owner already has `most`; null then. The owner's row is locked while counting,
   * so two creations at once cannot both pass the bound.
   */
  @Sql({ params: [EXAMPLE_TOKEN, 50] })
  insertWithin(token: NewAccessToken, most: number): Promise<AccessTokenEntity | null> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [token.ownerId]);
      const count = await manager.countBy(AccessTokenEntity, { ownerId: token.ownerId });
      if (count >= most) return null;
      return manager.save(manager.create(AccessTokenEntity, token));
    });
  }

  /** A page of the owner's tokens, newest first, expired ones included (IDX_access_tokens_owner_created). */
  @Sql({ params: [EXAMPLE.ownerId, 0, 20] })
  page(ownerId: string, offset: number, limit: number): Promise<[AccessTokenEntity[], number]> {
    return this.dataSource.getRepository(AccessTokenEntity).findAndCount({
      where: { ownerId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
  }

  /** Deletes one of the owner's tokens; false when the owner has no such token. */
  @Sql({ params: [EXAMPLE.ownerId, EXAMPLE.accessTokenId] })
  async delete(ownerId: string, id: string): Promise<boolean> {
    const result = await this.dataSource.getRepository(AccessTokenEntity).delete({ id, ownerId });
    return (result.affected ?? 0) > 0;
  }

  /** The token a request presents, by its hash (UQ_access_tokens_token_hash), with its owner's name. */
  @Sql({ params: [EXAMPLE.accessTokenHash] })
  async findByHash(tokenHash: string): Promise<PresentedToken | null> {
    const found = await this.dataSource
      .createQueryBuilder(AccessTokenEntity, 't')
      .innerJoin('t.owner', 'u')
      .addSelect('u.username', 'username')
      .where('t.token_hash = :tokenHash', { tokenHash })
      .getRawAndEntities<{ username: string }>();
    const token = found.entities[0];
    return token ? { token, username: found.raw[0].username } : null;
  }

  /** Records a use at `now`, unless one was recorded less than a minute before (no write per request). */
  @Sql({ params: [EXAMPLE.accessTokenId, EXAMPLE.time] })
  async touch(id: string, now: Date): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(AccessTokenEntity)
      .set({ lastUsedAt: now })
      .where('id = :id', { id })
      .andWhere("(last_used_at IS NULL OR last_used_at < :now::timestamptz - interval '1 minute')", { now })
      .execute();
  }
}
