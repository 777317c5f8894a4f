import { Module } from '@nestjs/common';
import { FilesModule } from 'src/files/files.module';
import { WebhookEventsModule } from 'src/webhooks/events/webhook-events.module';
import { ConversationsRepository } from './conversations.repository';
import { ConversationsResolver } from './conversations.resolver';
import { ConversationsService } from './conversations.service';
import { EntriesRepository } from './entries.repository';
import { EntryEditsRepository } from './entry-edits.repository';
import { EntryEditsResolver } from './entry-edits.resolver';
import { EntryEditsService } from './entry-edits.service';
import { EntryPresenter } from './entry.presenter';
import { NotesResolver } from './notes.resolver';
import { TimelineLoaderRegistry } from './timeline.loaders';

/** Conversations and their timelines (openings, continuations, notes); the AI replies are `replies/`. */
@Module({
  imports: [FilesModule, WebhookEventsModule],
  providers: [
    ConversationsRepository,
    EntriesRepository,
    ConversationsService,
    EntryPresenter,
    TimelineLoaderRegistry,
    ConversationsResolver,
    NotesResolver,
    EntryEditsRepository,
    EntryEditsService,
    EntryEditsResolver,
  ],
  exports: [ConversationsService, EntryPresenter, ConversationsRepository, EntriesRepository],
})
export class ConversationsModule {}
