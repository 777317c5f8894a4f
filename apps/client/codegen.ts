import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for the client, from the committed schema (never a running server).
// Paths are relative to the workspace root: run it through `npx nx run client:codegen`.
// tools/codegen/check-drift.mjs loads this same file to detect stale output.
//
// Each feature keeps its documents in `graphql/<feature>.graphql`; the near-operation-file preset writes
// `<feature>.generated.ts` beside it (the operation types and the parsed documents, fragments imported from
// the feature that defines them), and `src/gql/graphql.ts` holds the schema's input types and enums only
// (types, no code). So a route's chunk carries its own documents and no others: the login page loads the
// four auth documents, not the app's 33 (docs/decisions/0087-codegen-near-operation.md).
const shared = {
  enumsAsTypes: true,
  // The client's tsconfig has verbatimModuleSyntax: type-only imports must say so.
  useTypeImports: true,
  // The schema has its own `File` type, which the generated file declares; the upload is the DOM's File.
  scalars: { DateTime: 'string', Upload: 'globalThis.File', ID: 'string' },
};

const config: CodegenConfig = {
  schema: 'libs/schema/schema.graphql',
  documents: ['apps/client/src/**/*.graphql'],
  // A document with an unknown field or a wrong variable fails the run instead of generating `unknown`.
  ignoreNoDocuments: false,
  generates: {
    'apps/client/src/gql/graphql.ts': {
      plugins: ['typescript'],
      config: { ...shared, onlyOperationTypes: true },
    },
    'apps/client/src/': {
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts', baseTypesPath: '~@/gql/graphql' },
      plugins: ['typescript-operations', 'typed-document-node'],
      config: shared,
    },
  },
};

export default config;
