import {
  ExportConversationDocument,
  ExportJournalDocument,
  ExportLinkFieldsFragmentDoc,
  ImportJournalDocument,
} from './export-import.generated';
import type { ExportLinkFieldsFragment, ImportJournalMutation } from './export-import.generated';

/** A short-lived signed download (the journal zip or one conversation's Markdown). */
export type ExportLink = ExportLinkFieldsFragment;

/** What an import added to the account. */
export type ImportSummary = ImportJournalMutation['importJournal'];

// The feature's GraphQL documents, named for its code. The text is in export-import.graphql; graphql-codegen
// types it into export-import.generated.ts (run `npx nx run client:codegen` after editing, and commit both).
// One generated module per feature, so each route's chunk carries only its own documents.

export const EXPORT_LINK_FRAGMENT = ExportLinkFieldsFragmentDoc;
export const EXPORT_JOURNAL_MUTATION = ExportJournalDocument;
export const EXPORT_CONVERSATION_MUTATION = ExportConversationDocument;
export const IMPORT_JOURNAL_MUTATION = ImportJournalDocument;
