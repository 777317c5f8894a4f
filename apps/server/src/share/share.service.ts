import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { isUUID } from 'class-validator';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import { APP_ENV, type AppEnv } from 'src/config/env';
import type { ConversationEntity } from 'src/conversations/conversation.entity';
import { ConversationErrorCode } from 'src/conversations/conversations.errors';
import { ConversationsService } from 'src/conversations/conversations.service';
import type { EntryEntity } from 'src/conversations/entry.entity';
import { isShareExpired, isShareLive } from 'src/conversations/entry-share';
import { WebhookEvents } from 'src/webhooks/events/webhook-events';
import { toShareLink } from './dto/share-link.mapper';
import { ShareErrorCode } from './share.errors';
import { KEEP_LIVE_EXPIRY, ShareRepository, type ShareMark } from './share.repository';
import { shareUrl, type ShareTarget } from './share-target';

/** A shared (or, for its owner, shareable) entry with what its link and views need. */
export interface ShareView {
  entry: EntryEntity;
  conversation: ConversationEntity;
  target: ShareTarget;
  url: string;
  /** Whether the caller owns it: owners see their own entries whether shared or not. */
  mine: boolean;
}

// Continuation positions beyond this are not looked up (no conversation gets near it).
const MAX_CONTINUATION_INDEX = 1_000_000;

/**
 * How a share is made: `expiresInDays` from now (1 to LIMITS.shareExpiryDaysMax, checked by the inputs); null:
 * never expires; absent (undefined): a live link keeps its expiry, a new or expired one never expires. Pressing
 * Share again on a link that expires in a week must not quietly make it last forever.
 */
export type ShareRequest = { expiresInDays?: number | null } | null;

const DAY_MS = 24 * 60 * 60 * 1000;

const toShare = (request: ShareRequest): ShareMark | null => {
  if (!request) return null;
  const { expiresInDays } = request;
  if (expiresInDays === undefined) return { expiresAt: KEEP_LIVE_EXPIRY };
  return { expiresAt: expiresInDays ? new Date(Date.now() + expiresInDays * DAY_MS) : null };
};

/**
 * Marking entries as shared, and reading them by link. A viewer sees exactly the entry the owner marked:
 * sharing the opening does not expose the continuations or notes, sharing one continuation exposes only it.
 */
@Injectable()
export class ShareService {
  constructor(
    private readonly repository: ShareRepository,
    private readonly conversations: ConversationsService,
    @Inject(APP_ENV) private readonly env: AppEnv,
    private readonly webhooks: WebhookEvents,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Shares (`share` given) or stops sharing (null) one of the owner's entries by id (the GraphQL way). */
  async shareEntry(ownerId: string, entryId: string, share: ShareRequest): Promise<ShareView> {
    const entry = isUUID(entryId) ? await this.repository.findOwnedEntry(ownerId, entryId) : null;
    if (!entry?.conversation)
      throw new DomainError(ConversationErrorCode.EntryNotFound, MESSAGES.entryNotFound);
    const [view] = await this.views([await this.mark(entry, share)], ownerId);
    return view;
  }

  /** Marks the entry a share route names (the spec's POST /api/share/mark/{id}). */
  async shareTarget(
    ownerId: string,
    conversationId: string,
    target: ShareTarget,
    share: ShareRequest,
  ): Promise<ShareView> {
    const conversation = await this.conversations.getConversation(ownerId, conversationId);
    const entry = this.isWellFormed(target)
      ? await this.repository.findTarget(conversation.id, target)
      : null;
    if (!entry) throw new DomainError(ConversationErrorCode.EntryNotFound, MESSAGES.entryNotFound);
    return this.toView(await this.mark(entry, share), target, ownerId);
  }

  /** What a share link shows the viewer: the entry if it is shared or the viewer's own, else not found. */
  async view(viewerId: string, conversationId: string, target: ShareTarget): Promise<ShareView> {
    const entry =
      isUUID(conversationId) && this.isWellFormed(target)
        ? await this.repository.findTarget(conversationId, target)
        : null;
    if (!entry) throw new DomainError(ShareErrorCode.NotFound, MESSAGES.sharedPostNotFound);
    const foreign = entry.ownerId !== viewerId;
    if (foreign && entry.sharedAt === null) {
      // Only a link that was really shared can say it was revoked: anything else stays indistinguishable.
      throw entry.shareRevokedAt !== null
        ? new DomainError(ShareErrorCode.Revoked, MESSAGES.shareRevoked)
        : new DomainError(ShareErrorCode.NotFound, MESSAGES.sharedPostNotFound);
    }
    // Only a link that was really shared can say it expired: anything else stays indistinguishable.
    if (foreign && isShareExpired(entry))
      throw new DomainError(ShareErrorCode.Expired, MESSAGES.shareExpired);
    return this.toView(entry, target, viewerId);
  }

  /** The owner's shared entries, most recently shared first. */
  async listMine(
    ownerId: string,
    offset: number,
    limit: number,
  ): Promise<{ items: ShareView[]; total: number }> {
    const { items, total } = await this.repository.listShared(ownerId, offset, limit);
    return { items: await this.views(items, ownerId), total };
  }

  /**
   * Marks or unmarks the entry. An entry whose link was not live (never shared, unshared or expired) and
   * becomes shared is SHARE_CREATED for the writer's webhooks, recorded in the same transaction; a live link
   * whose expiry changes is not.
   */
  private async mark(entry: EntryEntity, share: ShareRequest): Promise<EntryEntity> {
    const mark = toShare(share);
    const created = mark !== null && !isShareLive(entry);
    if (!created || !(await this.webhooks.wants(entry.ownerId, 'SHARE_CREATED')))
      return this.repository.setShared(entry, mark);
    return this.dataSource.transaction(async (manager) => {
      const marked = await this.repository.setShared(entry, mark, manager);
      const [view] = await this.views([marked], entry.ownerId);
      await this.webhooks.emit(entry.ownerId, 'SHARE_CREATED', toShareLink(view), manager);
      return marked;
    });
  }

  private async views(entries: EntryEntity[], viewerId: string): Promise<ShareView[]> {
    const positions = await this.repository.continuationIndexes(entries);
    return entries.map((entry) =>
      this.toView(entry, targetOf(entry, positions.get(entry.id) ?? 0), viewerId),
    );
  }

  private toView(entry: EntryEntity, target: ShareTarget, viewerId: string): ShareView {
    const conversation = entry.conversation as ConversationEntity;
    return {
      entry,
      conversation,
      target,
      url: shareUrl(this.env.publicUrl, entry.conversationId, target),
      mine: entry.ownerId === viewerId,
    };
  }

  private isWellFormed(target: ShareTarget): boolean {
    switch (target.kind) {
      case 'opening':
        return true;
      case 'continuation':
        return Number.isInteger(target.index) && target.index >= 0 && target.index <= MAX_CONTINUATION_INDEX;
      case 'note':
        return isUUID(target.noteId);
    }
  }
}

function targetOf(entry: EntryEntity, continuationIndex: number): ShareTarget {
  switch (entry.kind) {
    case 'opening':
      return { kind: 'opening' };
    case 'continuation':
      return { kind: 'continuation', index: continuationIndex };
    case 'note':
      return { kind: 'note', noteId: entry.id };
  }
}
