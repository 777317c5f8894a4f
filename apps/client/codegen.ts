import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for the client, from the committed schema (never a running server).
// Paths are relative to the workspace root: run it through `npx nx run client:codegen`.
// tools/codegen/check-drift.mjs loads this same file to detect stale output.
const config: CodegenConfig = {
  schema: 'libs/schema/schema.graphql',
  documents: [
    'apps/client/src/**/*.{ts,tsx}',
    '!apps/client/src/gql/**',
    '!apps/client/src/**/*.spec.{ts,tsx}',
  ],
  // A document with an unknown field or a wrong variable fails the run instead of generating `unknown`.
  ignoreNoDocuments: false,
  generates: {
    'apps/client/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        // The client's tsconfig has verbatimModuleSyntax: type-only imports must say so.
        useTypeImports: true,
        // The schema has its own `File` type, which the generated file declares; the upload is the DOM's File.
        scalars: { DateTime: 'string', Upload: 'globalThis.File', ID: 'string' },
      },
    },
  },
};

export default config;
