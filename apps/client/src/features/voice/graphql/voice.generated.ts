import type * as Types from '@/gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CapabilitiesQueryVariables = Types.Exact<{ [key: string]: never; }>;


export type CapabilitiesQuery = { __typename?: 'Query', capabilities: { __typename?: 'Capabilities', transcription: boolean, transcriptionMaxSeconds: number, transcriptionMaxBytes: number, vision: boolean, memory: boolean } };

export type TranscribeAudioMutationVariables = Types.Exact<{
  file: Types.Scalars['Upload']['input'];
}>;


export type TranscribeAudioMutation = { __typename?: 'Mutation', transcribeAudio: { __typename?: 'Transcription', text: string } };


export const CapabilitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcription"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptionMaxSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptionMaxBytes"}},{"kind":"Field","name":{"kind":"Name","value":"vision"}},{"kind":"Field","name":{"kind":"Name","value":"memory"}}]}}]}}]} as unknown as DocumentNode<CapabilitiesQuery, CapabilitiesQueryVariables>;
export const TranscribeAudioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TranscribeAudio"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcribeAudio"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"audio"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<TranscribeAudioMutation, TranscribeAudioMutationVariables>;