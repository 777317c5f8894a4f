import type { ErrorTable } from 'src/common/errors/error-table';
import { PROBLEM_DESCRIPTIONS, type ProblemStatus } from 'src/common/openapi/api-responses';
import type { JsonObject } from './json';

export const PROBLEM_SCHEMA = 'Problem';
export const problemResponseRef = (status: number) => ({ $ref: `#/components/responses/Problem${status}` });

const RETRY_AFTER = {
  description: 'Seconds to wait before trying again.',
  schema: { type: 'integer', minimum: 1 },
};

/**
 * The one error body of the REST API (AllExceptionsFilter): `message` and `code`, and for some errors what is
 * needed to act on them beside (a failed reply's ids): strings or numbers only.
 */
const problemSchema = (table: ErrorTable): JsonObject => ({
  type: 'object',
  description:
    'An error. `message` is the text to show, `code` the domain code to act on (docs/api.md, Errors). Some errors carry more fields with what is needed to act on them.',
  required: ['message', 'code'],
  properties: {
    message: { type: 'string', description: 'What went wrong, in words for the user.' },
    code: { type: 'string', enum: Object.keys(table).sort(), description: 'The domain error code.' },
  },
  additionalProperties: { type: ['string', 'number'] },
});

/** One response per error status, its `code` narrowed to the codes the app answers with that status. */
function problemResponse(table: ErrorTable, status: ProblemStatus): JsonObject {
  const codes = Object.entries(table)
    .filter(([, mapping]) => mapping.status === status)
    .map(([code]) => code)
    .sort();
  const retry = status === 429 || status === 503;
  return {
    description: PROBLEM_DESCRIPTIONS[status],
    ...(retry ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
    content: {
      'application/json': {
        schema: {
          allOf: [{ $ref: `#/components/schemas/${PROBLEM_SCHEMA}` }],
          ...(codes.length ? { properties: { code: { enum: codes } } } : {}),
        },
      },
    },
  };
}

/** The problem schema, and one response per status the description uses. */
export function problemComponents(
  table: ErrorTable,
  statuses: Iterable<ProblemStatus>,
): { schema: JsonObject; responses: JsonObject } {
  const sorted = [...new Set(statuses)].sort((a, b) => a - b);
  return {
    schema: problemSchema(table),
    responses: Object.fromEntries(
      sorted.map((status) => [`Problem${status}`, problemResponse(table, status)]),
    ),
  };
}
