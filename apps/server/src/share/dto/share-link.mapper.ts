import { isShareExpired } from 'src/conversations/entry-share';
import type { ShareView } from '../share.service';
import type { ShareLinkModel } from './share.models';

/** What a share link points at, as the API says it. */
export function toTargetFields({ entry, target }: ShareView) {
  return {
    conversationId: entry.conversationId,
    kind: entry.kind,
    continuationIndex: target.kind === 'continuation' ? target.index : null,
    noteId: target.kind === 'note' ? target.noteId : null,
  };
}

/** A share link as the API shows it (myShares, shareEntry, and the SHARE_CREATED webhook event). */
export function toShareLink(view: ShareView): ShareLinkModel {
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
