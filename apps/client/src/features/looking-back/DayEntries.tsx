import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, SkeletonList } from '@app/ui';
import { dayLabel } from '@/features/looking-back/calendar-grid';
import { useJournalDay } from '@/features/looking-back/useCalendar';
import type { DayEntry } from '@/features/looking-back/useCalendar';
import { useAppConfig } from '@/features/white-label/app-config-context';
import { topicDisplayName } from '@/features/white-label/topic-name';
import { displayTitle } from '@/shared/conversation-title';
import { formatTime } from '@/shared/format-date';
import { MESSAGES } from '@/shared/messages';

/** The conversation at the entry: the conversation view scrolls to the entry named by `entry`. */
export function entryPath(entry: Pick<DayEntry, 'conversationId' | 'entryId'>): string {
  const params = new URLSearchParams({ entry: entry.entryId });
  return `/conversation/${encodeURIComponent(entry.conversationId)}?${params.toString()}`;
}

export interface DayEntriesProps {
  /** The day (`YYYY-MM-DD`, in the writer's time zone). */
  day: string;
  /** Called as an entry is opened, so the panel closes over it. */
  onOpenEntry: () => void;
}

/**
 * What the writer wrote on a day, earliest first, as the journal's rows: the time, the conversation, its topic
 * and the entry's first words, each row opening the conversation at that entry.
 */
export function DayEntries({ day, onOpenEntry }: DayEntriesProps) {
  const list = useJournalDay(day);
  const { features } = useAppConfig();
  const headingId = useId();
  const [moreError, setMoreError] = useState<string | null>(null);

  const loadMore = async () => {
    setMoreError(await list.loadMore());
  };

  return (
    <section className="calendar-day-list" aria-labelledby={headingId}>
      <h3 id={headingId} className="calendar-day-list__heading">
        {dayLabel(day)}
      </h3>
      {list.error ? (
        <Alert tone="error">{list.error}</Alert>
      ) : list.loading ? (
        <SkeletonList label={MESSAGES.calendarDayLoading} rows={2} />
      ) : list.items.length === 0 ? (
        <p className="calendar-day-list__empty">{MESSAGES.calendarDayEmpty}</p>
      ) : (
        <ul className="journal-list">
          {list.items.map((entry) => (
            <li key={entry.entryId}>
              <DayEntryRow
                entry={entry}
                topicName={topicDisplayName(features, entry.topic)}
                onOpen={onOpenEntry}
              />
            </li>
          ))}
        </ul>
      )}
      {moreError && <Alert tone="error">{moreError}</Alert>}
      {list.hasMore && (
        <Button
          variant="secondary"
          className="calendar-day-list__more"
          disabled={list.loadingMore}
          aria-busy={list.loadingMore || undefined}
          onClick={() => void loadMore()}
        >
          {MESSAGES.loadMore}
        </Button>
      )}
    </section>
  );
}

function DayEntryRow({
  entry,
  topicName,
  onOpen,
}: {
  entry: DayEntry;
  topicName: string;
  onOpen: () => void;
}) {
  return (
    <article className="journal-item calendar-entry">
      <p className="calendar-entry__when">
        <time dateTime={entry.createdAt}>{formatTime(entry.createdAt)}</time>
        {entry.kind === 'note' && <span className="calendar-entry__note">{MESSAGES.calendarNote}</span>}
      </p>
      <div className="journal-item__text">
        <p className="journal-item__title">
          <Link to={entryPath(entry)} onClick={onOpen}>
            {displayTitle({ ...entry, title: entry.title ?? '' })}
          </Link>
        </p>
        <p className="journal-item__meta">{topicName}</p>
        {entry.excerpt && <p className="journal-item__excerpt">{entry.excerpt}</p>}
      </div>
    </article>
  );
}
