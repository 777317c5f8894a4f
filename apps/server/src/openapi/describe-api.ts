import type { INestApplication } from '@nestjs/common';
import type { ErrorTable } from 'src/common/errors/error-table';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { PROBLEM_STATUSES, type ProblemStatus } from 'src/common/openapi/api-responses';
import { isJsonObject, type JsonObject, type JsonValue, sortKeys, withoutNullable } from './json';
import { operationIdOf, publicOperationIds } from './operation-ids';
import { PROBLEM_SCHEMA, problemComponents, problemResponseRef } from './problem-components';

export const BEARER_SCHEME = 'bearer';
const API_PREFIX = '/api/';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

const INTRO = [
  "The REST API under `/api`, as the product spec's clients use it. GraphQL at `/graphql` is the full API.",
  'Send `Authorization: Bearer <token>` on every operation that lists the `bearer` scheme: a personal access token (`flexi_pat_…`, made in the app or with `createAccessToken`) or the session token from `POST /api/login`.',
  'An access token with the READ scope may call the GETs, `POST /api/search` and `POST /api/notes`; every other method needs WRITE (403 `ACCESS_TOKEN_SCOPE_MISSING`), and logout and profile changes need the session (403 `SESSION_REQUIRED`).',
  'Every error answers `{ message, code }` (the Problem schema) with its HTTP status; a client mistake is never a 5xx.',
].join('\n\n');

/**
 * The OpenAPI 3.1 description of every `/api` route, generated from the controllers' decorators and then
 * completed with what holds for all of them, so no controller repeats it: the bearer scheme on every route
 * that is not `@Public()`, and the error answers every route shares (500 and 503; 401 and 403 behind the
 * token; 400, 413 and 415 with a body), all in the one problem shape. Keys are sorted: the committed copy
 * (libs/schema/openapi.json) is compared byte for byte.
 */
export function describeApi(app: INestApplication, errorTable: ErrorTable): JsonObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Flexi REST API')
    .setVersion('1.0.0')
    .setDescription(INTRO)
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        description:
          'A personal access token (`flexi_pat_…`) or the session token from `POST /api/login` (or `login` over GraphQL).',
      },
      BEARER_SCHEME,
    )
    .build();
  const generated = SwaggerModule.createDocument(app, config, {
    operationIdFactory: operationIdOf,
    autoTagControllers: false,
  });
  const document = JSON.parse(JSON.stringify(generated)) as JsonObject;
  const publicIds = publicOperationIds(app);
  const used = new Set<ProblemStatus>();
  const paths: JsonObject = {};
  for (const [path, item] of Object.entries(asObject(document.paths))) {
    if (!path.startsWith(API_PREFIX) || !isJsonObject(item)) continue;
    paths[path] = Object.fromEntries(
      Object.entries(item).map(([method, operation]) => [
        method,
        HTTP_METHODS.includes(method) && isJsonObject(operation)
          ? completeOperation(operation, publicIds, used)
          : operation,
      ]),
    );
  }
  const problems = problemComponents(errorTable, used);
  const components = asObject(document.components);
  return sortKeys(
    withoutNullable({
      ...document,
      paths,
      components: {
        ...components,
        schemas: { ...asObject(components.schemas), [PROBLEM_SCHEMA]: problems.schema },
        responses: problems.responses,
      },
    }),
    openApiKeyOrder,
  ) as JsonObject;
}

function completeOperation(
  operation: JsonObject,
  publicIds: Set<string>,
  used: Set<ProblemStatus>,
): JsonObject {
  // A route with several paths gets `name[1]` for the second; only one of them is under /api.
  const operationId = (typeof operation.operationId === 'string' ? operation.operationId : '').replace(
    /\[\d+\]$/,
    '',
  );
  const isPublic = publicIds.has(operationId);
  const shared: ProblemStatus[] = [500, 503];
  if (!isPublic) shared.push(401, 403);
  if (operation.requestBody) shared.push(400, 413, 415);
  const responses: JsonObject = { ...asObject(operation.responses) };
  for (const status of shared) responses[status] ??= {};
  for (const [status, response] of Object.entries(responses)) {
    const code = Number(status) as ProblemStatus;
    if (!PROBLEM_STATUSES.includes(code)) continue;
    // A route that declared its own error body (with content) keeps it; the rest answer the shared problem.
    if (isJsonObject(response) && response.content) continue;
    used.add(code);
    responses[status] = problemResponseRef(code);
  }
  const { security: _declared, ...rest } = operation;
  return { ...rest, operationId, responses, ...(isPublic ? {} : { security: [{ [BEARER_SCHEME]: [] }] }) };
}

const asObject = (value: JsonValue | undefined): JsonObject => (isJsonObject(value) ? value : {});

// The document's own sections read in the usual order; everything below them is sorted.
const TOP_LEVEL = ['openapi', 'info', 'servers', 'tags', 'security', 'paths', 'components'];

function openApiKeyOrder(keys: string[]): string[] {
  if (keys.includes('openapi')) {
    return [
      ...TOP_LEVEL.filter((key) => keys.includes(key)),
      ...keys.filter((k) => !TOP_LEVEL.includes(k)).sort(),
    ];
  }
  return [...keys].sort();
}
