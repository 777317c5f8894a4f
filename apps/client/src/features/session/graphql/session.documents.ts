import { graphql } from '@/gql';

// Typed by graphql-codegen from libs/schema/schema.graphql: after editing a document, run
// `npx nx run client:codegen` and commit apps/client/src/gql.

export const LOGOUT_MUTATION = graphql(`
  mutation Logout {
    logout {
      message
    }
  }
`);
