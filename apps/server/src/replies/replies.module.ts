import { Module } from '@nestjs/common';
import { AiModule } from 'src/ai/ai.module';
import { ConversationsModule } from 'src/conversations/conversations.module';
import { FilesModule } from 'src/files/files.module';
import { MemoryModule } from 'src/memory/memory.module';
import { UsersModule } from 'src/users/users.module';
import { WebhookEventsModule } from 'src/webhooks/events/webhook-events.module';
import { REDIS, type RedisClient } from 'src/redis/redis-client';
import { ExchangeResolver } from './exchange.resolver';
import { ExchangeService } from './exchange.service';
import { ReplyGenerator } from './reply-generator';
import { ReplyOutcomes } from './reply-outcomes';
import { ReplyPrompts } from './reply-prompts';
import { ReplyJobsRepository } from './reply-jobs.repository';
import { ReplyFollowers } from './reply-followers';
import { ReplySweeper } from './reply-sweeper';
import { ReplyWorker } from './reply-worker';
import { InProcessReplyStreamBus } from './stream/in-process-reply-stream.bus';
import { RedisReplyStreamBus } from './stream/redis-reply-stream.bus';
import { REPLY_STREAM_BUS, type ReplyStreamBus } from './stream/reply-stream.port';

/**
 * AI replies: the entries that ask for one and the three steps that ask (ExchangeService), and
 * what generates them on any instance (ReplyWorker, ReplyGenerator, ReplySweeper, the job queue) and streams
 * them to every follower (the reply stream bus).
 */
@Module({
  imports: [ConversationsModule, AiModule, FilesModule, UsersModule, MemoryModule, WebhookEventsModule],
  providers: [
    {
      // Redis pub/sub when REDIS_URL is set, so a reply generated on one instance streams on any of them.
      provide: REPLY_STREAM_BUS,
      inject: [REDIS],
      useFactory: (redis: RedisClient | null): ReplyStreamBus =>
        redis ? new RedisReplyStreamBus(redis) : new InProcessReplyStreamBus(),
    },
    ReplyJobsRepository,
    ReplyOutcomes,
    ReplyPrompts,
    ReplyGenerator,
    ReplyWorker,
    ReplySweeper,
    ReplyFollowers,
    ExchangeService,
    ExchangeResolver,
  ],
  // ReplyWorker: main.ts drains it on SIGTERM. The bus also carries reviews being written (looking-back).
  exports: [ExchangeService, ReplyWorker, REPLY_STREAM_BUS],
})
export class RepliesModule {}
