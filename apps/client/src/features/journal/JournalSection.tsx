import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, SkeletonList } from '@app/ui';
import type { JournalConversationFragment } from '@/features/journal/graphql/journal.generated';
import { groupByMonth } from '@/features/journal/journal-months';
import { JournalItem } from '@/features/journal/JournalItem';
import { useJournal } from '@/features/journal/useJournal';
import { OfflineConversations } from '@/features/offline/OfflineConversations';
import { OnThisDayCard } from '@/features/looking-back/OnThisDayCard';
import { useAppConfig } from '@/features/white-label/app-config-context';
import { topicDisplayName } from '@/features/white-label/topic-name';
import { MESSAGES } from '@/shared/messages';
import { useOnline } from '@/shared/useOnline';
import '@/features/journal/journal.css';

// Start loading the next page this far before its end comes into view.
const LOAD_AHEAD_PX = 600;

/**
 * The home view below the start form (issue 22): "On this day" when the journal holds something from this
 * day (issue 24), "Continue where you left off" with the most recently active
 * conversation, then the journal itself, newest first, in month groups, loading more as the writer scrolls
 * (and by a button, for the keyboard and for browsers without IntersectionObserver). A writer without
 * conversations sees nothing here: the spec's empty text above says what to do.
 */
export function JournalSection() {
  const journal = useJournal();
  const navigate = useNavigate();
  const online = useOnline();
  const { features } = useAppConfig();
  const headingId = useId();
  const end = useRef<HTMLDivElement>(null);
  const topicName = (key: string) => topicDisplayName(features, key);

  const { hasMore, loadingMore, loadMore } = journal;
  const failedMore = useRef(false);
  useEffect(() => {
    const target = end.current;
    if (!target || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (changes) => {
        // After a failed page the button stays for the writer to try again; scrolling does not retry.
        if (!changes.some((change) => change.isIntersecting) || loadingMore || failedMore.current) return;
        void loadMore().then((failure) => (failedMore.current = failure !== null));
      },
      { rootMargin: `0px 0px ${LOAD_AHEAD_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, loadMore]);

  if (journal.loading)
    return <SkeletonList label={MESSAGES.journalLoading} rows={3} className="journal-skeleton" />;
  // Offline, the conversations kept on this device stand in for the journal the server could not send.
  if (journal.error && !online)
    return <OfflineConversations onOpen={(id) => void navigate(`/conversation/${id}`)} />;
  if (journal.error) return <Alert tone="error">{journal.error}</Alert>;
  const [latest] = journal.items;
  if (!latest) return null;

  return (
    <>
      <OnThisDayCard />
      <ContinueCard conversation={latest} topicName={topicName(latest.topic)} />
      <section className="journal" aria-labelledby={headingId}>
        <h2 id={headingId}>{MESSAGES.journalHeading}</h2>
        {groupByMonth(journal.items, (conversation) => conversation.updatedAt).map((month) => (
          <section
            key={`${month.key}:${month.items[0].id}`}
            className="journal-month"
            aria-label={month.label}
          >
            <h3 className="journal-month__label">{month.label}</h3>
            <ul className="journal-list">
              {month.items.map((conversation) => (
                <li key={conversation.id}>
                  <JournalItem conversation={conversation} topicName={topicName(conversation.topic)} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <div ref={end} />
        {hasMore && (
          <Button
            variant="secondary"
            className="journal-more"
            disabled={loadingMore}
            aria-busy={loadingMore || undefined}
            onClick={() => {
              failedMore.current = false;
              void loadMore();
            }}
          >
            {loadingMore ? MESSAGES.journalLoadingMore : MESSAGES.journalLoadMore}
          </Button>
        )}
      </section>
    </>
  );
}

function ContinueCard({
  conversation,
  topicName,
}: {
  conversation: JournalConversationFragment;
  topicName: string;
}) {
  const headingId = useId();
  return (
    <section className="journal-continue" aria-labelledby={headingId}>
      <h2 id={headingId}>{MESSAGES.continueWhereYouLeftOff}</h2>
      <JournalItem conversation={conversation} topicName={topicName} />
    </section>
  );
}
