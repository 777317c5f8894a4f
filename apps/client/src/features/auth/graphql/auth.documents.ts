import { graphql } from '@/gql';

// Typed by graphql-codegen from libs/schema/schema.graphql: after editing a document, run
// `npx nx run client:codegen` and commit apps/client/src/gql.

export const LOGIN_MUTATION = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      message
    }
  }
`);

export const REGISTER_MUTATION = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      message
    }
  }
`);
