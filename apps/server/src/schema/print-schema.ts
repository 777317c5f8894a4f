import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';

export const SCHEMA_HEADER =
  '# Generated from the server code by `npm run schema:emit`. Do not edit by hand.\n\n';

export const printSortedSchema = (schema: GraphQLSchema): string =>
  SCHEMA_HEADER + printSchema(lexicographicSortSchema(schema)) + '\n';
