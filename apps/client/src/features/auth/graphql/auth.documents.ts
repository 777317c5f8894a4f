import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';

// Hand-written operation types until codegen (reading libs/schema/schema.graphql) replaces them.
export interface LoginInput {
  username: string;
  password: string;
}

export interface RegisterInput {
  username: string;
  password: string;
  email: string;
}

export interface LoginMutation {
  login: { __typename?: 'AuthPayload'; token: string; message: string };
}

export interface LoginMutationVariables {
  input: LoginInput;
}

export interface RegisterMutation {
  register: { __typename?: 'MessagePayload'; message: string };
}

export interface RegisterMutationVariables {
  input: RegisterInput;
}

export const LOGIN_MUTATION: TypedDocumentNode<LoginMutation, LoginMutationVariables> = gql`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      message
    }
  }
`;

export const REGISTER_MUTATION: TypedDocumentNode<RegisterMutation, RegisterMutationVariables> = gql`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      message
    }
  }
`;
