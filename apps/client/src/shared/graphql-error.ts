import { CombinedGraphQLErrors } from '@apollo/client';
import { MESSAGES } from '@/shared/messages';

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

/** Whether the failure is a GraphQL error whose `extensions.reason` (the server's domain code) is this one. */
export function hasErrorReason(error: unknown, reason: string): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((graphQLError) => graphQLError.extensions?.['reason'] === reason)
  );
}

/**
 * The spec's two failure texts for a call: the server's refusal worded with its message (`Failed to share:
 * {message}`), or the plain text when the server could not be reached (`Error sharing post`).
 */
export function failureText(
  error: unknown,
  refused: (reason: string) => string,
  unreachable: string,
): string {
  const reason = graphQLErrorMessage(error);
  return reason === undefined ? unreachable : refused(reason);
}

/** The first GraphQL error's text, else the network error's text. */
export function errorReason(error: unknown): string {
  const graphQLReason = graphQLErrorMessage(error);
  if (graphQLReason !== undefined) return graphQLReason || MESSAGES.networkError;
  return error instanceof Error && error.message ? error.message : MESSAGES.networkError;
}
