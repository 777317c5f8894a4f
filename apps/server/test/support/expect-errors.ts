import type { GraphqlBody, HttpResult } from './test-app';

/** Any answer, REST or GraphQL: the server never failed on its side. */
export function expectNoServerError(result: HttpResult<unknown>): void {
  expect(result.status).toBeLessThan(500);
  const errors = (result.body as GraphqlBody | undefined)?.errors ?? [];
  expect(errors.map((error) => error.extensions?.code)).not.toContain('INTERNAL_SERVER_ERROR');
}

/** A REST failure: exact status, `code` and user-facing `message`, and no 5xx. */
export function expectRestError(
  result: HttpResult<unknown>,
  expected: { status: number; code: string; message: string },
): void {
  expectNoServerError(result);
  const body = result.body as { code?: unknown; message?: unknown };
  expect({ status: result.status, code: body.code, message: body.message }).toEqual(expected);
}

/** A GraphQL failure: exactly one error with this `extensions.code` and message, no data, no 5xx. */
export function expectGraphqlError(
  result: HttpResult<GraphqlBody<unknown>>,
  expected: { code: string; message: string | RegExp },
): void {
  expectNoServerError(result);
  const errors = result.body.errors ?? [];
  expect(errors.map((error) => ({ code: error.extensions?.code, message: error.message }))).toEqual([
    {
      code: expected.code,
      message:
        typeof expected.message === 'string' ? expected.message : expect.stringMatching(expected.message),
    },
  ]);
  expect(result.body.data ?? null).toBeNull();
}
