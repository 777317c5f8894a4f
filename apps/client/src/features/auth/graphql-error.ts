import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * The user-facing text of the first GraphQL error, or undefined when the failure was not a GraphQL error
 * (network down, server unreachable, unparsable response): callers word those cases differently.
 */
export function graphQLErrorMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors[0]?.message ?? '';
}
