import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AiModule } from 'src/ai/ai.module';
import { FilesModule } from 'src/files/files.module';
import { REDIS, type RedisClient } from 'src/redis/redis-client';
import { ConversationEntity } from './conversation.entity';
import { ConversationsRepository } from './conversations.repository';
import { ConversationsResolver } from './conversations.resolver';
import { ConversationsService } from './conversations.service';
import { EntryEntity } from './entry.entity';
import { EntryPresenter } from './entry.presenter';
import { NotesResolver } from './notes.resolver';
import { InProcessReplyStreamBus } from './in-process-reply-stream.bus';
import { RedisReplyStreamBus } from './redis-reply-stream.bus';
import { REPLY_STREAM_BUS, type ReplyStreamBus } from './reply-stream.port';
import { ReplyGenerator } from './reply-generator';
import { ReplyJobsRepository } from './reply-jobs.repository';
import { ReplyStreamResolver } from './reply-stream.resolver';
import { ReplySweeper } from './reply-sweeper';
import { ReplyWorker } from './reply-worker';
import { ReplyService } from './reply.service';
import { TimelineLoaderRegistry } from './timeline.loaders';

@Module({
  imports: [TypeOrmModule.forFeature([ConversationEntity, EntryEntity]), AiModule, FilesModule],
  providers: [
    ConversationsRepository,
    ConversationsService,
    ReplyService,
    {
      // Redis pub/sub when REDIS_URL is set, so a reply generated on one instance streams on any of them.
      provide: REPLY_STREAM_BUS,
      inject: [REDIS],
      useFactory: (redis: RedisClient | null): ReplyStreamBus =>
        redis ? new RedisReplyStreamBus(redis) : new InProcessReplyStreamBus(),
    },
    ReplyJobsRepository,
    ReplyGenerator,
    ReplyWorker,
    ReplySweeper,
    EntryPresenter,
    TimelineLoaderRegistry,
    ConversationsResolver,
    NotesResolver,
    ReplyStreamResolver,
  ],
  // ReplyWorker: main.ts drains it on SIGTERM.
  exports: [ConversationsService, EntryPresenter, ConversationsRepository, ReplyWorker],
})
export class ConversationsModule {}
