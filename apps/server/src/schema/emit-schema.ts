import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findAppRoot } from 'src/config/app-root';
import { buildSchemaSdl } from './build-schema';

export const SCHEMA_FILE = resolve(findAppRoot(), 'libs/schema/schema.graphql');

buildSchemaSdl()
  .then((sdl) => {
    writeFileSync(SCHEMA_FILE, sdl);
    console.log(`Wrote ${SCHEMA_FILE}`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
