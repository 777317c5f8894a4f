import { AccessTokensResolver } from 'src/access-tokens/access-tokens.resolver';
import { AuthResolver } from 'src/auth/auth.resolver';
import { CapabilitiesResolver } from 'src/capabilities/capabilities.resolver';
import { ConversationsResolver } from 'src/conversations/conversations.resolver';
import { EntryEditsResolver } from 'src/conversations/entry-edits.resolver';
import { NotesResolver } from 'src/conversations/notes.resolver';
import { FilesResolver } from 'src/files/files.resolver';
import { ExchangeResolver } from 'src/replies/exchange.resolver';
import { JournalTransferResolver } from 'src/journal-transfer/journal-transfer.resolver';
import { CalendarResolver } from 'src/looking-back/calendar.resolver';
import { OnThisDayResolver } from 'src/looking-back/on-this-day.resolver';
import { QuestionHistoryResolver } from 'src/looking-back/question-history.resolver';
import { ReviewsResolver } from 'src/looking-back/reviews/reviews.resolver';
import { RememberedResolver } from 'src/memory/remembered.resolver';
import { JournalAnswersResolver } from 'src/journal-answers/journal-answers.resolver';
import { SearchResolver } from 'src/search/search.resolver';
import { ShareResolver } from 'src/share/share.resolver';
import { TranscriptionResolver } from 'src/transcription/transcription.resolver';
import { UsersResolver } from 'src/users/users.resolver';
import { WebhooksResolver } from 'src/webhooks/webhooks.resolver';

/** Every resolver class, for emitting the schema without a database. A test fails if one is missing. */
export const RESOLVERS = [
  AuthResolver,
  UsersResolver,
  ConversationsResolver,
  NotesResolver,
  EntryEditsResolver,
  ExchangeResolver,
  FilesResolver,
  SearchResolver,
  ShareResolver,
  JournalTransferResolver,
  OnThisDayResolver,
  CalendarResolver,
  QuestionHistoryResolver,
  ReviewsResolver,
  RememberedResolver,
  JournalAnswersResolver,
  TranscriptionResolver,
  CapabilitiesResolver,
  AccessTokensResolver,
  WebhooksResolver,
];
