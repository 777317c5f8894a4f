import type { EntryKind } from '@/gql/graphql';

/** What a share link names: a conversation (the route's postId) and which of its entries. */
export interface ShareLinkTarget {
  conversationId: string;
  kind: EntryKind;
  continuationIndex?: number | null;
  noteId?: string | null;
}

/**
 * Spec §2: a share link is the origin plus a hash path of the same shape as the share routes:
 * `/#/share/post/{postId}`, `/#/share/post/{postId}/{index}` or `/#/share/post/{postId}/note/{noteId}`.
 * Throws when a continuation lacks its index or a note its id: falling back to the opening would share
 * a different entry than the one asked for.
 */
export function shareLinkFor(origin: string, link: ShareLinkTarget): string {
  const post = `${origin.replace(/\/+$/, '')}/#/share/post/${encodeURIComponent(link.conversationId)}`;
  switch (link.kind) {
    case 'opening':
      return post;
    case 'continuation':
      if (link.continuationIndex === null || link.continuationIndex === undefined) {
        throw new Error('A shared continuation needs its index');
      }
      return `${post}/${link.continuationIndex}`;
    case 'note':
      if (!link.noteId) throw new Error('A shared note needs its id');
      return `${post}/note/${encodeURIComponent(link.noteId)}`;
  }
}
