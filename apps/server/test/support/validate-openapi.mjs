// Validates an OpenAPI document file with @seriousme/openapi-schema-validator (the official OpenAPI JSON
// schemas, 3.1's with JSON Schema 2020-12). An ES module only, which Jest cannot load: openapi.e2e-spec.ts
// runs this file in its own Node process. Prints `{ valid, version, errors }` as JSON.
//   node apps/server/test/support/validate-openapi.mjs libs/schema/openapi.json
import { Validator } from '@seriousme/openapi-schema-validator';

const validator = new Validator();
const result = await validator.validate(process.argv[2]);
process.stdout.write(
  JSON.stringify({ valid: result.valid, version: validator.version, errors: result.errors ?? [] }),
);
