import { ACCESS_TOKEN_ERRORS } from 'src/access-tokens/access-tokens.errors';
import { AUTH_ERRORS } from 'src/auth/auth.errors';
import { COMMON_ERRORS } from 'src/common/errors/common.errors';
import { composeErrorTable, type DomainErrorRegistry } from 'src/common/errors/error-table';
import { CONVERSATION_ERRORS } from 'src/conversations/conversations.errors';
import { FILE_ERRORS } from 'src/files/files.errors';
import { QUERY_COST_ERRORS } from 'src/integrations/query-cost/query-cost.errors';
import { JOURNAL_ANSWER_ERRORS } from 'src/journal-answers/journal-answers.errors';
import { JOURNAL_TRANSFER_ERRORS } from 'src/journal-transfer/journal-transfer.errors';
import { REVIEW_ERRORS } from 'src/looking-back/reviews/reviews.errors';
import { SHARE_ERRORS } from 'src/share/share.errors';
import { TRANSCRIPTION_ERRORS } from 'src/transcription/transcription.errors';
import { USER_ERRORS } from 'src/users/users.errors';
import { WEBHOOK_ERRORS } from 'src/webhooks/webhooks.errors';

/**
 * What each feature declared, gathered here because the app is the layer that knows every feature. Typed as
 * the registry the features fill in: a feature that declares errors and is missing here does not compile.
 */
const DECLARED_ERRORS: DomainErrorRegistry = {
  common: COMMON_ERRORS,
  auth: AUTH_ERRORS,
  users: USER_ERRORS,
  conversations: CONVERSATION_ERRORS,
  files: FILE_ERRORS,
  share: SHARE_ERRORS,
  journalTransfer: JOURNAL_TRANSFER_ERRORS,
  reviews: REVIEW_ERRORS,
  journalAnswers: JOURNAL_ANSWER_ERRORS,
  transcription: TRANSCRIPTION_ERRORS,
  accessTokens: ACCESS_TOKEN_ERRORS,
  queryCost: QUERY_COST_ERRORS,
  webhooks: WEBHOOK_ERRORS,
};

/** Every domain error code with its GraphQL code and HTTP status, for the exception filter. */
export const ERROR_TABLE = composeErrorTable(DECLARED_ERRORS);
