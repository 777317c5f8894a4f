import { useQuery } from '@apollo/client/react';
import { SharedEntryDocument } from '@/features/share/graphql/share.generated';
import type { SharedEntryQuery } from '@/features/share/graphql/share.generated';
import { graphQLErrorMessage, hasErrorCode, hasErrorReason } from '@/shared/graphql-error';
import { MESSAGES } from '@/shared/messages';

export type SharedPost = SharedEntryQuery['sharedEntry'];
export type SharedPostEntry = SharedPost['entry'];

export interface SharedPostTarget {
  /** The conversation id of the share route. */
  postId: string;
  /** A continuation's position (0 is the first); absent or null for the opening. */
  index?: number | null;
  /** A note of the conversation. */
  noteId?: string | null;
}

export interface SharedPostError {
  /** The spec §8 text to show. */
  message: string;
  /** The server found nothing shared there (NOT_FOUND). */
  notFound: boolean;
}

/** The server's reasons for a link whose expiry has passed, or that its owner revoked (share.errors.ts). */
const SHARE_EXPIRED = 'SHARE_EXPIRED';
const SHARE_REVOKED = 'SHARE_REVOKED';

// The server answers NOT_FOUND (reason SHARED_POST_NOT_FOUND) for anything not shared, not there or
// malformed, so a viewer learns nothing more: see apps/server/src/share/share.service.ts.
function toSharedPostError(error: unknown): SharedPostError {
  const reason = graphQLErrorMessage(error);
  if (reason === undefined) return { message: MESSAGES.sharedConversationError, notFound: false };
  // The entry is there but its link has lapsed: say so, and stay (not a missing continuation to leave).
  if (hasErrorReason(error, SHARE_EXPIRED)) return { message: MESSAGES.sharedLinkExpired, notFound: false };
  if (hasErrorReason(error, SHARE_REVOKED)) return { message: MESSAGES.sharedLinkRevoked, notFound: false };
  if (hasErrorCode(error, 'NOT_FOUND')) return { message: MESSAGES.sharedPostNotFound, notFound: true };
  return { message: MESSAGES.sharedConversationNotFound(reason), notFound: false };
}

function isPosition(index: number): boolean {
  return Number.isInteger(index) && index >= 0;
}

/** The entry a share link names, with the spec's texts for what can go wrong. */
export function useSharedPost({ postId, index, noteId }: SharedPostTarget): {
  post: SharedPost | undefined;
  loading: boolean;
  error: SharedPostError | null;
} {
  const hasIndex = index !== null && index !== undefined;
  // A position that cannot exist is not asked for: it is a missing continuation straight away.
  const impossible = hasIndex && !isPosition(index);
  const { data, loading, error } = useQuery(SharedEntryDocument, {
    variables: {
      conversationId: postId,
      ...(hasIndex ? { continuationIndex: index } : {}),
      ...(noteId ? { noteId } : {}),
    },
    skip: impossible,
  });
  if (impossible) {
    return {
      post: undefined,
      loading: false,
      error: { message: MESSAGES.sharedPostNotFound, notFound: true },
    };
  }
  return { post: data?.sharedEntry, loading, error: error ? toSharedPostError(error) : null };
}
