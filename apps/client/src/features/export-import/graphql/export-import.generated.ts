import type * as Types from '@/gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ExportLinkFieldsFragment = { __typename?: 'ExportLink', url: string, fileName: string, expiresAt: string };

export type ExportJournalMutationVariables = Types.Exact<{ [key: string]: never; }>;


export type ExportJournalMutation = { __typename?: 'Mutation', exportJournal: { __typename?: 'ExportLink', url: string, fileName: string, expiresAt: string } };

export type ExportConversationMutationVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
}>;


export type ExportConversationMutation = { __typename?: 'Mutation', exportConversation: { __typename?: 'ExportLink', url: string, fileName: string, expiresAt: string } };

export type ImportJournalMutationVariables = Types.Exact<{
  file: Types.Scalars['Upload']['input'];
  again?: Types.InputMaybe<Types.Scalars['Boolean']['input']>;
}>;


export type ImportJournalMutation = { __typename?: 'Mutation', importJournal: { __typename?: 'ImportSummary', conversations: number, entries: number, files: number } };

export const ExportLinkFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExportLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<ExportLinkFieldsFragment, unknown>;
export const ExportJournalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportJournal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportJournal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"ZIP"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExportLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<ExportJournalMutation, ExportJournalMutationVariables>;
export const ExportConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"MARKDOWN"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExportLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<ExportConversationMutation, ExportConversationMutationVariables>;
export const ImportJournalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportJournal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"again"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importJournal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"again"},"value":{"kind":"Variable","name":{"kind":"Name","value":"again"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversations"}},{"kind":"Field","name":{"kind":"Name","value":"entries"}},{"kind":"Field","name":{"kind":"Name","value":"files"}}]}}]}}]} as unknown as DocumentNode<ImportJournalMutation, ImportJournalMutationVariables>;