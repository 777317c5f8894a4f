import { CommonErrorCode } from 'src/common/errors/common.errors';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';

/** What a share route names inside a conversation: its opening, its n-th continuation, or one of its notes. */
export type ShareTarget =
  { kind: 'opening' } | { kind: 'continuation'; index: number } | { kind: 'note'; noteId: string };

/** Neither: the opening. Both: refused, as it is unclear which was meant. */
export function shareTargetOf(continuationIndex?: number | null, noteId?: string | null): ShareTarget {
  const hasIndex = continuationIndex !== undefined && continuationIndex !== null;
  const hasNote = noteId !== undefined && noteId !== null;
  if (hasIndex && hasNote)
    throw new DomainError(CommonErrorCode.ValidationFailed, MESSAGES.shareTargetAmbiguous);
  if (hasIndex) return { kind: 'continuation', index: continuationIndex };
  if (hasNote) return { kind: 'note', noteId };
  return { kind: 'opening' };
}

/**
 * The spec's share routes under PUBLIC_URL: `/#/share/post/{postId}`, `/#/share/post/{postId}/{index}` and
 * `/#/share/post/{postId}/note/{noteId}`, where postId is the conversation id.
 */
export function shareUrl(publicUrl: string, conversationId: string, target: ShareTarget): string {
  const post = `${publicUrl}/#/share/post/${conversationId}`;
  switch (target.kind) {
    case 'opening':
      return post;
    case 'continuation':
      return `${post}/${target.index}`;
    case 'note':
      return `${post}/note/${target.noteId}`;
  }
}
