import { graphql } from '@/gql';
import type { MeQuery } from '@/gql/graphql';

// Typed by graphql-codegen from libs/schema/schema.graphql: after editing a document, run
// `npx nx run client:codegen` and commit apps/client/src/gql.

export const ME_QUERY = graphql(`
  query Me {
    me {
      username
      email
      displayName
    }
  }
`);

/** The signed-in user's profile, as the Me query selects it. */
export type Profile = MeQuery['me'];

export const UPDATE_PROFILE_MUTATION = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      message
      token
      profile {
        username
        email
        displayName
      }
    }
  }
`);

export const DELETE_ACCOUNT_MUTATION = graphql(`
  mutation DeleteAccount($password: String!) {
    deleteAccount(password: $password) {
      message
    }
  }
`);
