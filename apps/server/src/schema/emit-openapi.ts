import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findAppRoot } from 'src/config/app-root';
import { buildOpenApiFile } from './build-openapi';

export const OPENAPI_FILE = resolve(findAppRoot(), 'libs/schema/openapi.json');

buildOpenApiFile()
  .then((text) => {
    writeFileSync(OPENAPI_FILE, text);
    console.log(`Wrote ${OPENAPI_FILE}`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
