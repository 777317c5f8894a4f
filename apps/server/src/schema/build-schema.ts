import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaBuilderModule, GraphQLSchemaFactory } from '@nestjs/graphql';
import { printSortedSchema } from './print-schema';
import { RESOLVERS } from './resolvers';

/** The schema SDL from the resolver classes alone: no database, no HTTP server. */
export async function buildSchemaSdl(): Promise<string> {
  const context = await NestFactory.createApplicationContext(GraphQLSchemaBuilderModule, { logger: false });
  try {
    const schema = await context.get(GraphQLSchemaFactory).create(RESOLVERS);
    return printSortedSchema(schema);
  } finally {
    await context.close();
  }
}
