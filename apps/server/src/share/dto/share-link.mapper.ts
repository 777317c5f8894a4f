import type { ConversationEntity } from 'src/conversations/conversation.entity';
import type { EntryEntity } from 'src/conversations/entry.entity';
import { isShareExpired } from 'src/conversations/entry-share';
import type { ShareTarget } from 'src/share/share-target';
import type { ShareLinkModel } from './share.models';

/** What a link is made of: the entry, its conversation, what the route names and the link itself. */
export interface ShareLinkView {
  entry: EntryEntity;
  conversation: ConversationEntity;
  target: ShareTarget;
  url: string;
}

/** What a share link points at, as the API says it. */
export function toTargetFields({ entry, target }: Pick<ShareLinkView, 'entry' | 'target'>) {
  return {
    conversationId: entry.conversationId,
    kind: entry.kind,
    continuationIndex: target.kind === 'continuation' ? target.index : null,
    noteId: target.kind === 'note' ? target.noteId : null,
  };
}

/** A share link as the API shows it (myShares, shareEntry, and the SHARE_CREATED webhook event). */
export function toShareLink(view: ShareLinkView): ShareLinkModel {
  return {
    ...toTargetFields(view),
    url: view.url,
    entryId: view.entry.id,
    projectName: view.conversation.projectName,
    sharedAt: view.entry.sharedAt,
    expiresAt: view.entry.shareExpiresAt,
    expired: isShareExpired(view.entry),
  };
}
