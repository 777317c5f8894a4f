import { CombinedGraphQLErrors } from '@apollo/client';
import { hasErrorCode } from '@/shared/graphql-error';

/**
 * What a failed send means for a waiting item. `refused`: the server read it and said no (the words stay, with
 * its message). `signed-out`: the session ended; items wait for the writer to sign in again. `later`: the
 * server could not be reached or could not answer now (offline, restarting, busy); the item is tried again.
 */
export type SendFailure = 'refused' | 'signed-out' | 'later';

// Codes that say "not now" rather than "no": the same words may be accepted later.
const TRY_LATER = ['TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE', 'BAD_GATEWAY', 'INTERNAL_SERVER_ERROR'];

export function classifySendFailure(error: unknown): SendFailure {
  if (!CombinedGraphQLErrors.is(error)) return 'later';
  if (hasErrorCode(error, 'UNAUTHENTICATED')) return 'signed-out';
  if (hasErrorCode(error, ...TRY_LATER)) return 'later';
  return 'refused';
}
