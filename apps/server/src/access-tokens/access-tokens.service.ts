import { Injectable } from '@nestjs/common';
import { LIMITS } from '@app/schema';
import { isUUID } from 'class-validator';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import type { AccessScope, AuthUser } from 'src/session/auth-user';
import { SessionCache } from 'src/session/session-cache';
import type { AccessTokenEntity } from './access-token.entity';
import { accessTokenHash, newAccessToken } from './access-token-secret';
import { AccessTokenErrorCode } from './access-tokens.errors';
import { AccessTokensRepository } from './access-tokens.repository';

const DAY_MS = 86_400_000;
// A use is written down at most this often: "last used" is shown to the minute, and a busy integration
// must not cost a write per request.
const LAST_USED_EVERY_MS = 60_000;
// What a token that never expires counts as expiring at for the caller cache (the largest Date there is).
const NEVER = new Date(8.64e15);

export interface NewTokenRequest {
  name: string;
  scopes: readonly AccessScope[];
  /** 1-365; null or absent: never expires. */
  expiresInDays?: number | null;
}

/**
 * Personal access tokens (issue 26 §1): created by the writer's session, shown once, stored as a hash, listed,
 * revoked at once on every instance, and checked here when a request presents one.
 */
@Injectable()
export class AccessTokensService {
  constructor(
    private readonly tokens: AccessTokensRepository,
    private readonly sessions: SessionCache,
  ) {}

  /** A new token and the secret to show once; a writer with LIMITS.accessTokensMax already is refused. */
  async create(
    ownerId: string,
    request: NewTokenRequest,
    now = new Date(),
  ): Promise<{ secret: string; token: AccessTokenEntity }> {
    const secret = newAccessToken();
    const token = await this.tokens.insertWithin(
      {
        ownerId,
        name: request.name,
        tokenHash: accessTokenHash(secret),
        scopes: normalizeScopes(request.scopes),
        expiresAt: request.expiresInDays ? new Date(now.getTime() + request.expiresInDays * DAY_MS) : null,
      },
      LIMITS.accessTokensMax,
    );
    if (!token) {
      throw new DomainError(
        AccessTokenErrorCode.LimitReached,
        MESSAGES.accessTokensFull(LIMITS.accessTokensMax),
      );
    }
    return { secret, token };
  }

  page(ownerId: string, offset: number, limit: number): Promise<[AccessTokenEntity[], number]> {
    return this.tokens.page(ownerId, offset, limit);
  }

  /** Deletes the token, then makes every instance check its owner's credentials again: it stops at once. */
  async revoke(ownerId: string, id: string): Promise<void> {
    const deleted = isUUID(id) && (await this.tokens.delete(ownerId, id));
    if (!deleted) throw new DomainError(AccessTokenErrorCode.NotFound, MESSAGES.accessTokenNotFound);
    await this.sessions.forgetUser(ownerId);
  }

  /**
   * The caller a presented token stands for; null for an unknown, revoked or expired one (the guard answers
   * those like a bad session token). Runs for a token not checked in the last few seconds (SessionCache).
   */
  async authenticate(secret: string, now = new Date()): Promise<AuthUser | null> {
    const found = await this.tokens.findByHash(accessTokenHash(secret));
    const token = found?.token;
    if (!found || !token || (token.expiresAt && token.expiresAt.getTime() <= now.getTime())) return null;
    if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
      await this.tokens.touch(token.id, now);
    }
    return {
      id: token.ownerId,
      username: found.username,
      sessionId: token.id,
      sessionExpiresAt: token.expiresAt ?? NEVER,
      accessToken: { id: token.id, scopes: token.scopes },
    };
  }
}

/** WRITE always comes with READ: a token that may change data may read it. */
export function normalizeScopes(scopes: readonly AccessScope[]): AccessScope[] {
  return scopes.includes('WRITE') ? ['READ', 'WRITE'] : ['READ'];
}
