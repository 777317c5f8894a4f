import {
  BadRequestException,
  HttpException,
  Logger,
  NotFoundException,
  PayloadTooLargeException,
} from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { MESSAGES } from 'src/common/messages';
import { COMMON_ERRORS } from './common.errors';
import { DomainError } from './domain-error';
import { composeErrorTable, type DomainErrorRegistry } from './error-table';
import { toProblem as toProblemThrough } from './to-problem';

// The codes of common/ are all these cases need; the app's whole table is checked in app/error-table.spec.ts.
const table = composeErrorTable({ common: COMMON_ERRORS } as DomainErrorRegistry);
const toProblem = (error: unknown, requestId?: string) => toProblemThrough(error, table, requestId);

describe(toProblemThrough.name, () => {
  let loggedErrors: jest.SpyInstance;

  beforeEach(() => {
    loggedErrors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('should carry retryAfterSeconds when a domain error says how long to wait', () => {
    const sut = toProblem(new DomainError('TOO_MANY_REQUESTS', MESSAGES.tooManyRequests, undefined, 42));

    expect(sut).toMatchObject({ status: 429, graphqlCode: 'TOO_MANY_REQUESTS', retryAfterSeconds: 42 });
  });

  it.each([
    [
      'NotFoundException',
      new NotFoundException('Cannot GET /api/nope'),
      'NOT_FOUND',
      404,
      'NOT_FOUND',
      MESSAGES.notFound,
    ],
    [
      'PayloadTooLargeException',
      new PayloadTooLargeException(),
      'PAYLOAD_TOO_LARGE',
      413,
      'PAYLOAD_TOO_LARGE',
      MESSAGES.payloadTooLarge,
    ],
    [
      'ThrottlerException',
      new ThrottlerException(),
      'TOO_MANY_REQUESTS',
      429,
      'TOO_MANY_REQUESTS',
      MESSAGES.tooManyRequests,
    ],
    [
      'a bare 429 HttpException',
      new HttpException('slow down', 429),
      'TOO_MANY_REQUESTS',
      429,
      'TOO_MANY_REQUESTS',
      MESSAGES.tooManyRequests,
    ],
    [
      'a 405 HttpException',
      new HttpException('Method Not Allowed', 405),
      'NOT_FOUND',
      404,
      'NOT_FOUND',
      MESSAGES.notFound,
    ],
    [
      'BadRequestException',
      new BadRequestException('Unexpected token'),
      'MALFORMED_REQUEST',
      400,
      'BAD_USER_INPUT',
      'Unexpected token',
    ],
  ])('should map %s to %s when Nest raises it', (_name, error, code, status, graphqlCode, message) => {
    const sut = toProblem(error);

    expect(sut).toEqual({ code, status, graphqlCode, message });
  });

  it.each([
    [
      "Fastify's oversized body error",
      Object.assign(new Error('Request body is too large'), { statusCode: 413 }),
      'PAYLOAD_TOO_LARGE',
      413,
    ],
    [
      "Fastify's unsupported media type error",
      Object.assign(new Error('Unsupported Media Type: application/xml'), { statusCode: 415 }),
      'UNSUPPORTED_MEDIA_TYPE',
      415,
    ],
  ])('should map %s by its statusCode when it is not an HttpException', (_name, error, code, status) => {
    expect(toProblem(error)).toMatchObject({ code, status });
  });

  it.each([
    ['an unknown Error', new Error('connect ECONNREFUSED 10.0.0.7:5432 password=hunter2')],
    [
      'a 5xx statusCode error',
      Object.assign(new Error('upstream said: at Object.<anonymous> (/srv/x.ts:1)'), { statusCode: 502 }),
    ],
    ['a thrown string', 'secret internal state'],
    ['a 500 HttpException', new HttpException('Database password=hunter2 rejected', 500)],
  ])(
    'should answer INTERNAL with the generic message and no internal detail when given %s',
    (_name, error) => {
      const sut = toProblem(error, 'request-42');

      expect(sut).toEqual({
        code: 'INTERNAL',
        message: MESSAGES.internal,
        status: 500,
        graphqlCode: 'INTERNAL_SERVER_ERROR',
      });
      expect(JSON.stringify(sut)).not.toMatch(/hunter2|ECONNREFUSED|secret|\/srv\//);
    },
  );

  it('should log an unknown error with the request id when it hides the detail from the client', () => {
    toProblem(new Error('relation "users" does not exist'), 'request-42');

    expect(loggedErrors).toHaveBeenCalledTimes(1);
    expect(loggedErrors.mock.calls[0][0]).toContain('request-42');
    expect(loggedErrors.mock.calls[0][0]).toContain('relation "users" does not exist');
  });
});
