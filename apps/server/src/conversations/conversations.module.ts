import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AiModule } from 'src/ai/ai.module';
import { FilesModule } from 'src/files/files.module';
import { ConversationEntity } from './conversation.entity';
import { ConversationsRepository } from './conversations.repository';
import { ConversationsResolver } from './conversations.resolver';
import { ConversationsService } from './conversations.service';
import { EntryEntity } from './entry.entity';
import { EntryPresenter } from './entry.presenter';
import { NotesResolver } from './notes.resolver';
import { ReplyGenerator } from './reply-generator';
import { ReplyJobsRepository } from './reply-jobs.repository';
import { ReplyStreamBus } from './reply-stream.bus';
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
    ReplyJobsRepository,
    ReplyGenerator,
    ReplyWorker,
    ReplySweeper,
    ReplyStreamBus,
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
