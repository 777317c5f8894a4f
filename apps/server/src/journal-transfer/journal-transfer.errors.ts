export const JournalTransferErrorCode = {
  /** A download link that is wrong, tampered with, expired, or whose journal or conversation is gone. */
  ExportLinkInvalid: 'EXPORT_LINK_INVALID',
  /** Not a zip, or a zip without a Flexi journal in it. */
  ImportNotAJournal: 'IMPORT_NOT_A_JOURNAL',
  /** A journal of a later format version than this server reads. */
  ImportNewerVersion: 'IMPORT_NEWER_VERSION',
  /** A journal zip that cannot be read as written: broken archive, broken JSON, missing or altered files. */
  ImportDamaged: 'IMPORT_DAMAGED',
  /** A journal that reads but breaks the app's rules (a text too long, an unknown kind, too many entries). */
  ImportInvalid: 'IMPORT_INVALID',
  /** An upload over IMPORT_MAX_BYTES. */
  ImportTooLarge: 'IMPORT_TOO_LARGE',
} as const;
