import { Link } from 'react-router-dom';
import { displayTitle } from '@/shared/conversation-title';
import type { JournalConversationFragment } from '@/features/journal/graphql/journal.generated';
import { entryExcerpt } from '@/features/journal/journal-excerpt';
import { latestEntry } from '@/features/journal/useJournal';
import { formatDay } from '@/shared/format-date';

export interface JournalItemProps {
  conversation: JournalConversationFragment;
  /** The topic's display name from the config (its key when the config no longer has it). */
  topicName: string;
}

/**
 * One conversation of the journal: its title as the link (the whole row is its target, by CSS), topic and
 * day, the newest entry's excerpt and a thumbnail of its newest picture.
 */
export function JournalItem({ conversation, topicName }: JournalItemProps) {
  const latest = latestEntry(conversation);
  const excerpt = latest ? entryExcerpt(latest) : '';
  return (
    <article className="journal-item">
      <CoverThumbnail image={conversation.coverImage} />
      <div className="journal-item__text">
        <p className="journal-item__title">
          <Link to={`/conversation/${conversation.id}`}>{displayTitle(conversation)}</Link>
        </p>
        <p className="journal-item__meta">
          <span>{topicName}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={conversation.updatedAt}>{formatDay(conversation.updatedAt)}</time>
        </p>
        {excerpt && <p className="journal-item__excerpt">{excerpt}</p>}
      </div>
    </article>
  );
}

/**
 * A conversation's newest picture beside its title in a list, or nothing without one. Decorative: the title
 * beside it names the conversation.
 */
export function CoverThumbnail({ image }: { image: JournalConversationFragment['coverImage'] }) {
  if (!image) return null;
  return (
    <img className="journal-item__image" src={image.fileUrl} alt="" width={64} height={64} loading="lazy" />
  );
}
