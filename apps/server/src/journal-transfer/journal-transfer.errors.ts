import { codesOf, defineErrors } from 'src/common/errors/error-declarations';

export const JOURNAL_TRANSFER_ERRORS = defineErrors({
  /** A download link that is wrong, tampered with, expired, or whose journal or conversation is gone. */
  ExportLinkInvalid: { code: 'EXPORT_LINK_INVALID', graphql: 'NOT_FOUND', status: 404 },
  /** Not a zip, or a zip without what the chosen source reads (a Flexi journal, Day One journals, Markdown). */
  ImportNotAJournal: { code: 'IMPORT_NOT_A_JOURNAL', graphql: 'BAD_USER_INPUT', status: 400 },
  /** A journal of a later format version than this server reads. */
  ImportNewerVersion: { code: 'IMPORT_NEWER_VERSION', graphql: 'BAD_USER_INPUT', status: 400 },
  /** A journal zip that cannot be read as written: broken archive, broken JSON, missing or altered files. */
  ImportDamaged: { code: 'IMPORT_DAMAGED', graphql: 'BAD_USER_INPUT', status: 400 },
  /** A journal that reads but breaks the app's rules (a text too long, an unknown kind, too many entries). */
  ImportInvalid: { code: 'IMPORT_INVALID', graphql: 'BAD_USER_INPUT', status: 400 },
  /**
   * An upload over IMPORT_MAX_BYTES. BAD_USER_INPUT like the other refusals of an import (the client shows
   * them the same way); 413 for HTTP.
   */
  ImportTooLarge: { code: 'IMPORT_TOO_LARGE', graphql: 'BAD_USER_INPUT', status: 413 },
  /** A Day One or Markdown import without a topic, or naming one the app does not offer. */
  ImportTopicUnknown: { code: 'IMPORT_TOPIC_UNKNOWN', graphql: 'BAD_USER_INPUT', status: 400 },
  /** The same export (by its journal.json) was imported into this account before: importing it asks first. */
  ImportAlreadyImported: { code: 'IMPORT_ALREADY_IMPORTED', graphql: 'CONFLICT', status: 409 },
});

export const JournalTransferErrorCode = codesOf(JOURNAL_TRANSFER_ERRORS);

declare module 'src/common/errors/error-table' {
  interface DomainErrorRegistry {
    journalTransfer: typeof JOURNAL_TRANSFER_ERRORS;
  }
}
