import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { OnThisDayDocument } from '@/features/looking-back/graphql/on-this-day.generated';
import type { OnThisDayQuery } from '@/features/looking-back/graphql/on-this-day.generated';
import { useAppConfig } from '@/features/white-label/app-config-context';
import { topicDisplayName } from '@/features/white-label/topic-name';
import { displayTitle } from '@/shared/conversation-title';
import { formatDay, localDayKey } from '@/shared/format-date';
import { MESSAGES } from '@/shared/messages';

type Memory = OnThisDayQuery['onThisDay']['memories'][number];

/** How far back a memory is, as a person says it. */
export function memoryWhen(memory: Pick<Memory, 'span' | 'yearsAgo'>): string {
  if (memory.span === 'MONTH') return 'A month ago';
  if (memory.span === 'SIX_MONTHS') return 'Six months ago';
  const years = memory.yearsAgo ?? 1;
  return years === 1 ? 'A year ago' : `${years} years ago`;
}

/**
 * "On this day" at the top of the home view (issue 24 §2): what the writer wrote on this day in earlier
 * years, or a month or six months ago. Today is this device's day. Nothing shows while it loads, when it
 * fails, or when the journal has nothing from this day: it is a gift, never a gap.
 */
export function OnThisDayCard() {
  const today = localDayKey(new Date().toISOString());
  const { data } = useQuery(OnThisDayDocument, {
    variables: { date: today },
    fetchPolicy: 'cache-and-network',
  });
  const { features } = useAppConfig();
  const headingId = useId();
  const memories = data?.onThisDay.memories ?? [];
  if (memories.length === 0) return null;
  return (
    <section className="journal-continue on-this-day" aria-labelledby={headingId}>
      <h2 id={headingId}>{MESSAGES.onThisDayHeading}</h2>
      <ul className="journal-list">
        {memories.map((memory) => (
          <li key={memory.entryId}>
            <article className="journal-item">
              <div className="journal-item__text">
                <p className="on-this-day__when">
                  {memoryWhen(memory)}
                  <span aria-hidden="true"> · </span>
                  <time dateTime={memory.createdAt}>{formatDay(memory.createdAt)}</time>
                </p>
                <p className="journal-item__title">
                  <Link to={`/conversation/${memory.conversationId}`}>
                    {displayTitle({ ...memory, title: memory.title ?? '' })}
                  </Link>
                </p>
                <p className="journal-item__meta">{topicDisplayName(features, memory.topic)}</p>
                {memory.excerpt && <p className="journal-item__excerpt">{memory.excerpt}</p>}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
