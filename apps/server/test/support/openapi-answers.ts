import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { findAppRoot } from 'src/config/app-root';

/**
 * Every REST answer the integration tests receive is checked against the committed OpenAPI description
 * (libs/schema/openapi.json; openapi.e2e-spec.ts checks that the running server serves the same): its status
 * must be described for that operation, its content type listed, and a JSON body must match the schema
 * (JSON Schema 2020-12, OpenAPI 3.1's dialect). An answer not described fails the test that received it.
 */
export const OPENAPI_FILE = resolve(findAppRoot(), 'libs/schema/openapi.json');

interface Answer {
  method: string;
  /** As requested: a query string is ignored. */
  path: string;
  status: number;
  contentType: string | null;
  text: string;
}

type Json = Record<string, unknown>;

const DOCUMENT_ID = 'openapi.json';
const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as Json & { paths: Record<string, Json> };

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
// `format: binary` marks a file part of a request; nothing in an answer uses it.
ajv.addFormat('binary', true);
ajv.addSchema(document, DOCUMENT_ID);

// Literal segments before templated ones, so `/api/share/post/{postId}/note/{noteId}` wins where both match.
const templates = Object.keys(document.paths)
  .map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^/}]+\}/g, '[^/]+')}$`),
    params: (template.match(/\{/g) ?? []).length,
  }))
  .sort((a, b) => a.params - b.params);

const pointer = (...segments: string[]) =>
  `#/${segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

/** Throws, naming what is not described, when an answer under /api departs from the description. */
export function checkAnswer({ method, path, status, contentType, text }: Answer): void {
  const bare = path.split('?')[0];
  if (!bare.startsWith('/api/')) return;
  // A path or method the description does not have is no operation (Fastify's 404): the route table and the
  // description are compared apart, in openapi.e2e-spec.ts.
  const found = templates.find(({ pattern }) => pattern.test(bare));
  const operation = found
    ? (document.paths[found.template][method.toLowerCase()] as Json | undefined)
    : undefined;
  if (!found || !operation) return;
  const where = `${method} ${found.template} answered ${status}`;
  const responses = operation.responses as Record<string, Json>;
  let location = ['paths', found.template, method.toLowerCase(), 'responses', String(status)];
  let response = responses[String(status)];
  if (!response)
    throw new Error(`${where}, which libs/schema/openapi.json does not describe: ${text.slice(0, 300)}`);
  if (typeof response.$ref === 'string') {
    location = response.$ref.slice(2).split('/');
    response = (document.components as Record<string, Record<string, Json>>).responses[location[2]];
  }
  const content = response.content as Record<string, Json> | undefined;
  if (!content) {
    if (text) throw new Error(`${where} with a body, but the description has none: ${text.slice(0, 300)}`);
    return;
  }
  const mediaType = (contentType ?? '').split(';')[0].trim();
  if (!content[mediaType]) {
    throw new Error(`${where} as ${mediaType || '(no type)'}; described: ${Object.keys(content).join(', ')}`);
  }
  if (mediaType !== 'application/json') return;
  const validate = ajv.getSchema(`${DOCUMENT_ID}${pointer(...location, 'content', mediaType, 'schema')}`);
  if (!validate) throw new Error(`${where}: no schema for ${mediaType}`);
  const body: unknown = JSON.parse(text);
  if (!validate(body)) {
    throw new Error(
      `${where} with a body that does not match libs/schema/openapi.json: ${ajv.errorsText(validate.errors)}\n${text.slice(0, 500)}`,
    );
  }
}
