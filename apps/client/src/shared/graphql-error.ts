import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * The user-facing text of the first GraphQL error, or undefined when the failure was not a GraphQL error
 * (network down, server unreachable, unparsable response): callers word those cases differently.
 */
export function graphQLErrorMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors[0]?.message ?? '';
}

/** Whether the failure is a GraphQL error carrying one of these `extensions.code` values. */
export function hasErrorCode(error: unknown, ...codes: string[]): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((graphQLError) => codes.includes(String(graphQLError.extensions?.['code'])))
  );
}
