// The client-bundle row's baseline: the smallest app on the client's stack (React, a hash data router,
// Apollo Client with its cache, HTTP link and a mutation hook) showing a login form. Built by vite into
// tmp/bench/client-baseline; what its page loads is what the stack alone costs.
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { ApolloProvider, useMutation } from '@apollo/client/react';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, Link, Navigate, RouterProvider } from 'react-router-dom';

// Parsed at build time, as graphql-codegen does for the app (a `gql` tag would add graphql's parser).
const LOGIN = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Login' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'LoginInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'login' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'token' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

function LoginPage() {
  const [username, setUsername] = useState('');
  const [login, { loading }] = useMutation(LOGIN);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void login({ variables: { input: { username } } });
      }}
    >
      <h1>Log in</h1>
      <input value={username} onChange={(event) => setUsername(event.target.value)} />
      <button disabled={loading}>Log in</button>
      <Link to="/register">Register</Link>
    </form>
  );
}

const router = createHashRouter([
  { path: '/login', element: <LoginPage /> },
  { path: '*', element: <Navigate to="/login" replace /> },
]);
const client = new ApolloClient({ link: new HttpLink({ uri: '/graphql' }), cache: new InMemoryCache() });

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  </StrictMode>,
);
