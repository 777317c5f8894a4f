import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';

// Hand-written operation types until codegen replaces them.
export interface Profile {
  __typename?: 'Profile';
  username: string;
  email: string;
  displayName: string | null;
}

export interface MeQuery {
  me: Profile;
}

export type MeQueryVariables = Record<string, never>;

export const ME_QUERY: TypedDocumentNode<MeQuery, MeQueryVariables> = gql`
  query Me {
    me {
      username
      email
      displayName
    }
  }
`;
