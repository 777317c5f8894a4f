import { Module } from '@nestjs/common';
import { AiModule } from 'src/ai/ai.module';
import { JournalRecall } from './journal-recall';
import { JournalRecallRepository } from './journal-recall.repository';
import { RememberedRepository } from './remembered.repository';
import { RememberedResolver } from './remembered.resolver';
import { ConversationSummariesRepository } from './summaries/conversation-summaries.repository';
import { SummaryWriter } from './summaries/summary-writer';

/**
 * Flexi remembers (issue 23): finding the writer's earlier entries for a text (JournalRecall, the one way
 * memory and Ask your journal retrieve), what each reply drew on (Entry.remembered), and the summary of a long
 * conversation's turns that no longer fit the context budget (a durable job).
 */
@Module({
  imports: [AiModule],
  providers: [
    JournalRecallRepository,
    JournalRecall,
    RememberedRepository,
    RememberedResolver,
    ConversationSummariesRepository,
    SummaryWriter,
  ],
  exports: [JournalRecall, RememberedRepository, ConversationSummariesRepository, SummaryWriter],
})
export class MemoryModule {}
