import { MESSAGES } from '@/shared/messages';

/** Entry.replyBy of a reply the server built from the writer's own words (no AI provider configured). */
export const OFFLINE_COMPANION = 'offline-companion';

/**
 * A quiet label over a reply that no AI wrote (issue 22): the offline companion's, said beside its words
 * rather than inside them. Nothing for a reply an AI provider wrote.
 */
export function ReplyBy({ replyBy }: { replyBy: string | null | undefined }) {
  if (replyBy !== OFFLINE_COMPANION) return null;
  return <p className="journey-reply-by">{MESSAGES.offlineCompanion}</p>;
}
