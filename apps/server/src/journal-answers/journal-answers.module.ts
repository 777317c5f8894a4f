import { Module } from '@nestjs/common';
import { AiModule } from 'src/ai/ai.module';
import { MemoryModule } from 'src/memory/memory.module';
import { RepliesModule } from 'src/replies/replies.module';
import { UsersModule } from 'src/users/users.module';
import { JournalAnswerWriter } from './journal-answer-writer';
import { JournalAnswersRepository } from './journal-answers.repository';
import { JournalAnswersResolver } from './journal-answers.resolver';
import { JournalAnswersService } from './journal-answers.service';

/** Ask your journal (issue 23 §3): answers from the writer's entries, written as durable jobs, streamed. */
@Module({
  imports: [AiModule, MemoryModule, RepliesModule, UsersModule],
  providers: [JournalAnswersRepository, JournalAnswerWriter, JournalAnswersService, JournalAnswersResolver],
  // The journal export carries the answers.
  exports: [JournalAnswersRepository],
})
export class JournalAnswersModule {}
