import { graphql } from '@/gql';
import type { ExportLinkFieldsFragment, ImportJournalMutation } from '@/gql/graphql';

// Typed by graphql-codegen from libs/schema/schema.graphql: after editing a document, run
// `npx nx run client:codegen` and commit apps/client/src/gql.

/** A short-lived signed download (the journal zip or one conversation's Markdown). */
export type ExportLink = ExportLinkFieldsFragment;

/** What an import added to the account. */
export type ImportSummary = ImportJournalMutation['importJournal'];

export const EXPORT_LINK_FRAGMENT = graphql(`
  fragment ExportLinkFields on ExportLink {
    url
    fileName
    expiresAt
  }
`);

export const EXPORT_JOURNAL_MUTATION = graphql(`
  mutation ExportJournal {
    exportJournal(format: ZIP) {
      ...ExportLinkFields
    }
  }
`);

export const EXPORT_CONVERSATION_MUTATION = graphql(`
  mutation ExportConversation($id: ID!) {
    exportConversation(id: $id, format: MARKDOWN) {
      ...ExportLinkFields
    }
  }
`);

export const IMPORT_JOURNAL_MUTATION = graphql(`
  mutation ImportJournal($file: Upload!) {
    importJournal(file: $file) {
      conversations
      entries
      files
    }
  }
`);
