import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useFragment, useMutation } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Spinner, useToasts } from '@app/ui';
import { CONFIG_DEFAULTS } from '@app/schema';
import { DiscardUploadDocument } from '@/features/attachments/graphql/attachments.generated';
import { useAppConfig } from '@/features/white-label/app-config-context';
import { ConversationHeader } from '@/features/journey/ConversationHeader';
import { ConversationMessages } from '@/features/journey/ConversationMessages';
import { continueButtonText } from '@/features/journey/continue-button-text';
import { entryTarget, isTargetLoaded, readMatchTarget } from '@/features/journey/find-match';
import type { MatchTarget } from '@/features/journey/find-match';
import { ConversationHeadingFragmentDoc } from '@/features/journey/graphql/journey.generated';
import type { JourneyEntryFragment } from '@/features/journey/graphql/journey.generated';
import { MessageBox } from '@/features/journey/MessageBox';
import { StartForm } from '@/features/journey/StartForm';
import { useEntryEdits } from '@/features/journey/useEntryEdits';
import { SEEK_PAGE_SIZE, useJourney } from '@/features/journey/useJourney';
import { useOlderEntries } from '@/features/journey/useOlderEntries';
import { QuestionHistoryDialog } from '@/features/looking-back/QuestionHistoryDialog';
import { useScrollToMatch } from '@/features/journey/useScrollToMatch';
import { useStoredConversation } from '@/features/journey/useStoredConversation';
import { useExpireSession } from '@/features/session/useLogout';
import { useConversationSnapshot } from '@/features/journey/useConversationSnapshot';
import { useJourneyOutbox } from '@/features/offline/useJourneyOutbox';
import { WaitingEntries } from '@/features/offline/WaitingEntries';
import type { StartConversationInput } from '@/gql/graphql';
import { ACKNOWLEDGMENT_MS, FOLLOW_UP_MS, MESSAGES } from '@/shared/messages';

const DEFAULT_ANSWER_PLACEHOLDER = 'Type your answer here (100 words or less)';

/** The home view's conversation and input area: the empty-conversation flow, then the message box. */
export interface JourneyPanelProps {
  /** A topic picked from the menu; remount the panel (a new key) to start over with it. */
  initialTopicKey?: string | null;
  /** The conversation the route names (/conversation/{id}); null for a new one. */
  conversationId?: string | null;
  /**
   * The conversation on screen got its id: started here (the view puts it in the route, so a reload keeps it)
   * or loaded.
   */
  onConversationShown?: (id: string) => void;
  onShare?: (entry: JourneyEntryFragment) => void;
  shareDisabled?: boolean;
  /** The input area's start-new icon (spec §2): clears everything and goes to /. */
  onStartNew?: () => void;
}

export function JourneyPanel({
  initialTopicKey = null,
  conversationId = null,
  onConversationShown,
  onShare,
  shareDisabled,
  onStartNew,
}: JourneyPanelProps) {
  const config = useAppConfig();
  const journey = useJourney();
  const toasts = useToasts();
  const navigate = useNavigate();
  const expireSession = useExpireSession();
  // Fire and forget: an upload the server did not hear about is removed with the abandoned ones.
  const [discardUpload] = useMutation(DiscardUploadDocument);
  const entryEdits = useEntryEdits();
  // The question whose answers over time are open (an opening's "See all my answers"), of this topic.
  const [answersOf, setAnswersOf] = useState<string | null>(null);
  const conversationTopic = useConversationTopic(journey.conversationId);
  const [searchParams] = useSearchParams();
  const messagesRef = useRef<HTMLDivElement>(null);
  const olderRef = useRef<HTMLDivElement>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  // Only a conversation started here is acknowledged; a restored one already was.
  const acknowledgedOnce = useRef(false);
  // The note just added, to bring into view.
  const [addedNote, setAddedNote] = useState<MatchTarget | null>(null);
  const [restoredIds, setRestoredIds] = useState<ReadonlySet<string>>(() => new Set());

  const stored = useStoredConversation({
    id: conversationId,
    shownId: journey.conversationId,
    onLoaded: (conversation) => {
      acknowledgedOnce.current = true;
      setRestoredIds(
        new Set(
          conversation.entries.filter((entry) => entry.replyStatus === 'complete').map((entry) => entry.id),
        ),
      );
      journey.restore(conversation);
    },
  });
  // Loaded from the server, or from this device's copy when the server is out of reach.
  const shown = stored === 'loaded' || stored === 'offline';
  const outbox = useJourneyOutbox({
    conversationId: journey.conversationId,
    onSent: journey.followSent,
    onStarted: (id) => void navigate(`/conversation/${id}`, { replace: true }),
  });
  useConversationSnapshot(journey.conversationId, journey.entries);
  const matchTarget = readMatchTarget(searchParams);
  const loadOlder = useOlderEntries(journey, messagesRef, olderRef);
  // A search result further back than the newest page: load back to it, a large page at a time.
  const targetLoaded = !matchTarget || isTargetLoaded(journey.entries, matchTarget, !journey.hasOlder);
  useEffect(() => {
    if (shown && !targetLoaded && !journey.loadingOlder && !journey.olderError)
      void loadOlder(SEEK_PAGE_SIZE);
  }, [shown, targetLoaded, journey.loadingOlder, journey.olderError, loadOlder]);
  // Spec §2: a search result's match, once the conversation is on screen (loaded, or started here).
  useScrollToMatch(messagesRef, stored === 'loading' || !targetLoaded ? null : matchTarget);

  // A conversation opens at its newest entries, where the message box is; older ones load on scrolling up.
  // Before paint, so the top of the timeline is never seen (nor loaded) on the way down.
  const openedAtEnd = useRef(false);
  useLayoutEffect(() => {
    if (!shown || openedAtEnd.current) return;
    openedAtEnd.current = true;
    if (!matchTarget) window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
  }, [shown, matchTarget]);

  // Spec §4: a conversation that does not exist sends the user to /.
  useEffect(() => {
    if (stored === 'not-found') void navigate('/', { replace: true });
  }, [stored, navigate]);

  const opening = journey.entries.find((entry) => entry.kind === 'opening' && entry.conversationId);
  const openingDone = opening?.replyStatus === 'complete';
  // A reply that finished here (not one of a conversation restored complete) is followed up.
  const lastEntry = journey.entries.at(-1);
  const lastReplyDone =
    lastEntry?.replyStatus === 'complete' && !restoredIds.has(lastEntry.id) ? lastEntry.id : null;

  const shownId = journey.conversationId;
  useEffect(() => {
    if (shownId) onConversationShown?.(shownId);
  }, [shownId, onConversationShown]);

  // Spec §4: after the first reply, the acknowledgment shows for 3 s.
  useEffect(() => {
    if (!openingDone || acknowledgedOnce.current) return;
    acknowledgedOnce.current = true;
    setAcknowledged(true);
    const timer = setTimeout(() => setAcknowledged(false), ACKNOWLEDGMENT_MS);
    return () => clearTimeout(timer);
  }, [openingDone]);

  // Spec §9: the follow-up after a reply brings it into view (the scroll starts 1 s on), as does a new note.
  const latest: MatchTarget | null = lastReplyDone ? entryTarget(lastReplyDone) : addedNote;
  useScrollToMatch(messagesRef, latest, FOLLOW_UP_MS);

  if (config.status !== 'ready') return null;
  if (config.enabledTopics.length === 0) return <p>{MESSAGES.chatDisabled}</p>;

  const chat = config.features?.flexiFeatures.chat;
  const showError = (message: string) => toasts.show('error', message);

  const start = async (input: StartConversationInput): Promise<boolean> => {
    const outcome = await journey.start(input);
    if (!outcome.ok) showError(outcome.message);
    else if (outcome.queued) outbox.keptStart(outcome.queued.key);
    return outcome.ok;
  };

  const retry = async (entryId: string) => {
    const outcome = await journey.retry(entryId);
    if (!outcome.ok) showError(outcome.message);
  };

  const askAgain = async (entryId: string) => {
    const outcome = await journey.askAgain(entryId);
    if (!outcome.ok) showError(outcome.message);
  };

  // Deleting the opening deletes the conversation: the panel starts over at home.
  const deleteEntry = async (entry: JourneyEntryFragment) => {
    const outcome = await entryEdits.remove(entry);
    if (outcome.ok && entry.kind === 'opening') onStartNew?.();
    return outcome;
  };

  const loading = stored === 'loading';
  return (
    <div className="journey">
      {journey.conversationId && <ConversationHeader conversationId={journey.conversationId} />}
      {loading && <Spinner label="Loading conversation" />}
      {stored === 'failed' && <Alert tone="error">{MESSAGES.conversationLoadError}</Alert>}
      {stored === 'unavailable' && <Alert tone="error">{MESSAGES.offlineNotKept}</Alert>}
      {stored === 'offline' && <Alert tone="info">{MESSAGES.offlineCopy}</Alert>}
      {journey.entries.length === 0 && !loading && conversationId === null && <p>{MESSAGES.getStarted}</p>}
      {journey.hasOlder && (
        <div ref={olderRef} className="journey-older">
          {journey.olderError && <Alert tone="error">{journey.olderError}</Alert>}
          {journey.loadingOlder ? (
            <p role="status">{MESSAGES.loadingOlderEntries}</p>
          ) : (
            <Button variant="secondary" onClick={() => void loadOlder()}>
              {MESSAGES.loadOlderEntries}
            </Button>
          )}
        </div>
      )}
      <div ref={messagesRef}>
        <ConversationMessages
          entries={journey.entries}
          appName={config.appName}
          onRetry={(entryId) => void retry(entryId)}
          onShare={onShare}
          shareDisabled={shareDisabled}
          fromStart={!journey.hasOlder}
          onEdit={entryEdits.edit}
          onAskAgain={(entryId) => void askAgain(entryId)}
          onDelete={deleteEntry}
          onSeeAnswers={setAnswersOf}
        />
        <WaitingEntries items={outbox.items} />
        {outbox.startWaiting && <p role="status">{MESSAGES.outboxStartWaiting}</p>}
      </div>
      <QuestionHistoryDialog
        topic={conversationTopic}
        questionId={answersOf}
        onClose={() => setAnswersOf(null)}
      />
      <div role="status" className="journey-ack">
        {acknowledged ? MESSAGES.conversationStarted : ''}
      </div>
      {journey.conversationId === null
        ? !loading &&
          conversationId === null &&
          !outbox.startWaiting && (
            <>
              <StartForm
                topics={config.enabledTopics}
                topicLabel={chat?.topicSelectionLabel ?? CONFIG_DEFAULTS.topicSelectionLabel}
                topicPlaceholder={
                  chat?.topicSelectionPlaceholder ?? CONFIG_DEFAULTS.topicSelectionPlaceholder
                }
                answerPlaceholder={config.site?.placeholder ?? DEFAULT_ANSWER_PLACEHOLDER}
                busy={journey.starting}
                initialTopicKey={initialTopicKey}
                onSubmit={start}
                onUnauthenticated={expireSession}
              />
              {journey.starting && <Spinner label="Starting conversation" />}
            </>
          )
        : (openingDone || !opening || shown) && (
            <MessageBox
              key={journey.conversationId}
              conversationId={journey.conversationId}
              continueText={continueButtonText(config.appName)}
              personalNote={config.features?.personalNote ?? null}
              busy={journey.sending}
              onSend={journey.sendMessage}
              onAddNote={journey.addNote}
              onError={showError}
              onUnauthenticated={expireSession}
              onNoteAdded={(entryId) => setAddedNote(entryTarget(entryId))}
              onDiscardUpload={(id) => void discardUpload({ variables: { id } }).catch(() => undefined)}
            />
          )}
      {onStartNew && journey.entries.length > 0 && (
        <button
          type="button"
          className="journey-start-new"
          aria-label={config.features?.startNewButtonText ?? CONFIG_DEFAULTS.startNewButtonText}
          title={config.features?.startNewButtonText ?? CONFIG_DEFAULTS.startNewButtonText}
          onClick={onStartNew}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}

/** The topic of the conversation on screen, from the cache its page loaded; null until it is there. */
function useConversationTopic(conversationId: string | null): string | null {
  const { data, complete } = useFragment({
    fragment: ConversationHeadingFragmentDoc,
    from: { __typename: 'Conversation', id: conversationId ?? '' },
  });
  return conversationId && complete ? data.topic : null;
}
