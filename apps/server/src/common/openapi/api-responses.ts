import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiResponse } from '@nestjs/swagger';

/** The HTTP statuses an error answer of the REST API can have; each answers the app's problem shape. */
export const PROBLEM_STATUSES = [400, 401, 403, 404, 409, 413, 415, 429, 500, 502, 503] as const;
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number];

/** What each error status means to an integrator (docs/api.md, Errors). */
export const PROBLEM_DESCRIPTIONS: Readonly<Record<ProblemStatus, string>> = {
  400: 'The request breaks a rule (malformed JSON, a missing or invalid field): `message` is the text to show.',
  401: 'No token was sent, or the credentials are wrong.',
  403: 'The token is invalid or expired: log in again.',
  404: 'It does not exist, or it is not yours.',
  409: 'It conflicts with what exists (a username or email already in use, a reply still being written).',
  413: 'The body or the file is larger than the server accepts.',
  415: 'The body or the file is of a type this route does not take.',
  429: 'Over a rate limit: wait the seconds in `Retry-After`.',
  500: 'Our fault: the answer carries no detail; the log has the `x-request-id`.',
  502: 'The AI or speech-to-text provider failed; what you wrote is stored, try again.',
  503: 'The database (or Redis) is briefly out of reach; nothing changed: wait the seconds in `Retry-After`.',
};

/**
 * The error statuses one route may answer beyond those every route shares (added to the description when it
 * is built: 500 and 503 everywhere, 401 and 403 behind the token, 400 and 413 with a body). The shape is the
 * shared problem, filled in then; a route with a richer error body declares it with ApiResponse instead.
 */
export const ApiProblems = (...statuses: ProblemStatus[]) =>
  applyDecorators(
    ...statuses.map((status) => ApiResponse({ status, description: PROBLEM_DESCRIPTIONS[status] })),
  );

/** A multipart form whose one part `field` holds the file, as a browser form sends it. */
export const ApiMultipartFile = (field: string) =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: [field],
        properties: { [field]: { type: 'string', format: 'binary' } },
      },
    }),
  );
