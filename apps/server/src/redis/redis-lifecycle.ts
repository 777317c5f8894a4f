import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Readiness } from 'src/health/readiness';
import { closeRedisClient, REDIS, type RedisClient, whenReady } from './redis-client';

// At boot, the longest wait for Redis before serving anyway (readiness then reports it down).
const BOOT_WAIT_MS = 5_000;

/** Reports the shared client in /health/ready, waits for it at boot and closes it last on shutdown. */
@Injectable()
export class RedisLifecycle implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Redis');

  constructor(
    @Inject(REDIS) private readonly client: RedisClient | null,
    private readonly readiness: Readiness,
  ) {}

  async onModuleInit(): Promise<void> {
    const client = this.client;
    if (!client) return;
    this.readiness.add('redis', () => client.ping());
    if (await whenReady(client, BOOT_WAIT_MS)) this.logger.log('Connected to Redis');
    else this.logger.warn('Redis is not reachable yet; serving anyway and reconnecting');
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.client) await closeRedisClient(this.client);
  }
}
