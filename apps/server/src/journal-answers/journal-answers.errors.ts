import { codesOf, defineErrors } from 'src/common/errors/error-declarations';

export const JOURNAL_ANSWER_ERRORS = defineErrors({
  NotFound: { code: 'JOURNAL_ANSWER_NOT_FOUND', graphql: 'NOT_FOUND', status: 404 },
});

export const JournalAnswerErrorCode = codesOf(JOURNAL_ANSWER_ERRORS);

declare module 'src/common/errors/error-table' {
  interface DomainErrorRegistry {
    journalAnswers: typeof JOURNAL_ANSWER_ERRORS;
  }
}
