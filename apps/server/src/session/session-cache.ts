import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { APP_ENV, type AppEnv } from 'src/config/env';
import { ForgetChannel } from 'src/redis/forget-channel';
import { REDIS, type RedisClient } from 'src/redis/redis-client';
import type { AuthUser } from './auth-user';
import { OpenSockets, type StillValid } from './open-sockets';
import type { SubscriptionSocket } from 'src/common/graphql/graphql-context';

// Callers active within the TTL: beyond this many, the least recently used are checked again.
const SESSION_CACHE_MAX = 10_000;

/**
 * The callers that recent requests' credentials (their Authorization header, token included) were found to be,
 * so that a client's token is verified (signature, expiry) and checked against the database once every
 * SESSION_CACHE_SECONDS (10 by default) rather than on every request, and never trusted past its expiry.
 * Ending sessions through the app (logout, password change, account deletion) forgets them at once, here and,
 * through Redis, on every instance; the TTL bounds how long an instance trusts a session ended otherwise (a
 * user row deleted in SQL) or while Redis was unreachable. After a Redis outage each instance forgets
 * everything, since it may have missed a message. SESSION_CACHE_SECONDS=0 checks every request.
 *
 * It also holds the sockets that subscriptions run on: forgetting a writer checks their open sockets again and
 * closes those whose credentials ended, so a revoked token or an ended session stops streaming at once too.
 */
@Injectable()
export class SessionCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(SessionCache.name);
  private readonly callers: LRUCache<string, AuthUser> | null;
  // Counts the times sessions were forgotten: a check that overlapped one does not keep what it read.
  private forgotten = 0;
  private readonly ended: ForgetChannel;
  private readonly sockets = new OpenSockets();

  constructor(
    @Inject(REDIS) redis: RedisClient | null,
    @Inject(APP_ENV) private readonly env: Pick<AppEnv, 'sessionCacheSeconds'>,
  ) {
    const ttl = env.sessionCacheSeconds * 1000;
    this.callers = ttl > 0 ? new LRUCache({ max: SESSION_CACHE_MAX, ttl }) : null;
    this.ended = new ForgetChannel(redis, 'sessions-ended', {
      forget: (userId) => this.forgetLocally(userId),
      forgetAll: () => this.forgetAll(),
    });
  }

  async onModuleInit(): Promise<void> {
    await this.ended.open();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.ended.close();
  }

  /**
   * The caller `credentials` stand for: from the cache when checked lately and not expired since, else from
   * `authenticate`, which verifies them in full and throws when they are not valid (nothing is kept then).
   */
  async caller(credentials: string, authenticate: () => Promise<AuthUser>): Promise<AuthUser> {
    if (!this.callers) return authenticate();
    const cached = this.callers.get(credentials);
    if (cached && cached.sessionExpiresAt.getTime() > Date.now()) return cached;
    const forgottenBefore = this.forgotten;
    const caller = await authenticate();
    if (this.forgotten === forgottenBefore) this.callers.set(credentials, caller);
    return caller;
  }

  /** Holds a subscription's socket, opened with `caller`'s credentials, until it closes (OpenSockets). */
  holdSocket(caller: AuthUser, socket: SubscriptionSocket, stillValid: StillValid): void {
    this.sockets.add(caller.id, socket, stillValid, caller.sessionExpiresAt);
  }

  /** Forgets every session of `userId` on every instance: call it once their sessions have ended. */
  async forgetUser(userId: string): Promise<void> {
    if (!(await this.ended.forget(userId))) {
      this.logger.warn(
        `Other instances trust the ended sessions of ${userId} at most ${this.env.sessionCacheSeconds} s more`,
      );
    }
  }

  private forgetLocally(userId: string): void {
    this.forgotten += 1;
    for (const [credentials, caller] of this.callers?.entries() ?? []) {
      if (caller.id === userId) this.callers?.delete(credentials);
    }
    // After the cache let go of them: the sockets' credentials are checked in full.
    this.sockets.recheck(userId);
  }

  private forgetAll(): void {
    this.forgotten += 1;
    this.callers?.clear();
    this.sockets.recheck();
  }
}
