import { useApolloClient, useFragment, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  AddNoteDocument,
  AskAgainDocument,
  ContinueConversationDocument,
  JourneyOlderEntriesDocument,
  JourneyTimelineFragmentDoc,
  ReplyStreamDocument,
  RetryReplyDocument,
  StartConversationDocument,
} from '@/features/journey/graphql/journey.generated';
import type {
  JourneyConversationQuery,
  JourneyEntryFragment,
} from '@/features/journey/graphql/journey.generated';
import { appendEntry, readEntry, updateReply } from '@/features/journey/timeline-cache';
import type { OutboxItem } from '@/features/offline/offline-db';
import { hasWaiting, keepForLater, unreachable } from '@/features/offline/keep-for-later';
import { useSentInto } from '@/features/offline/OutboxContext';
import type { SentEntry } from '@/features/offline/OutboxContext';
import { useConversationReplies } from '@/features/journey/useConversationReplies';
import type { StartConversationInput } from '@/gql/graphql';
import { LIMITS, VALIDATION_MESSAGES } from '@app/schema';
import { errorReason, graphQLErrorMessage } from '@/shared/graphql-error';
import { MESSAGES } from '@/shared/messages';

/** `queued`: the server could not be reached, so the words wait on this device to be sent (the outbox). */
export type JourneyOutcome =
  { ok: true; entryId?: string; queued?: OutboxItem } | { ok: false; message: string };

function failure(message: string): JourneyOutcome {
  return { ok: false, message };
}

export type LoadedConversation = JourneyConversationQuery['conversation'];

/** Older entries load a page at a time as the reader scrolls up; a search result far back loads bigger pages. */
export const OLDER_PAGE_SIZE = LIMITS.entriesPageDefault;
export const SEEK_PAGE_SIZE = LIMITS.entriesPageMax;

const NO_ENTRIES: JourneyEntryFragment[] = [];

const LOCAL_ID_PREFIX = 'local-';

/**
 * Spec §8: when a conversation cannot start, the words stay on screen as an entry whose reply reads "Error
 * connecting to server". It lives only here (the server has nothing), so its id is marked local.
 */
function localFailedEntry(input: StartConversationInput, message: string): JourneyEntryFragment {
  const userText = [input.projectName, ...input.answers.map((item) => item.answer).filter(Boolean)].join(
    '\n\n',
  );
  return {
    __typename: 'Entry',
    id: `${LOCAL_ID_PREFIX}${Date.now()}`,
    conversationId: '',
    kind: 'opening',
    userText,
    replyText: null,
    editedAt: null,
    mood: null,
    shared: false,
    answers: null,
    replyBy: null,
    replyStatus: 'failed',
    replyError: message,
    orderIndex: 0,
    createdAt: new Date().toISOString(),
    file: null,
    remembered: [],
  };
}

/** The browser says it is offline: no request is made, the words go straight to the outbox. */
function offlineNow(): Error {
  return new Error(MESSAGES.networkError);
}

function closeStreams(streams: Map<string, { unsubscribe: () => void }>): void {
  for (const stream of streams.values()) stream.unsubscribe();
  streams.clear();
}

export function isLocalEntry(entry: Pick<JourneyEntryFragment, 'id'>): boolean {
  return entry.id.startsWith(LOCAL_ID_PREFIX);
}

/**
 * One conversation being written: starting it, continuing it and adding notes, and its older entries loaded a
 * page at a time. The replies of messages and retries stream over the conversation's own subscription, which
 * listens before they are sent (useConversationReplies); an opening's reply, a pending one found on loading,
 * and any the conversation's subscription may have missed are followed on their own over replyStream. The entries live in Apollo's
 * cache (one timeline per conversation, see entriesFieldPolicy); only the words of a start that failed, which
 * the server never stored, live here. Failures come back as the spec's user-facing texts.
 */
export function useJourney() {
  const client = useApolloClient();
  const [localEntries, setLocalEntries] = useState<JourneyEntryFragment[]>([]);
  const [conversationId, setConversationId] = useState<string | null>(null);
  // The same, set at once: the outbox may send into a conversation in the render before its id is state.
  const shownId = useRef<string | null>(null);
  const sentInto = useSentInto();
  const [startStatus, setStartStatus] = useState<'unknown' | 'reached'>('unknown');
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<string | null>(null);
  // Set at once (state lags a render), so a scroll and a search cannot both ask for the same page.
  const loadingOlderNow = useRef(false);
  const [startMutation, { loading: starting }] = useMutation(StartConversationDocument);
  const [continueMutation, { loading: continuing }] = useMutation(ContinueConversationDocument);
  const [retryMutation] = useMutation(RetryReplyDocument);
  const [askAgainMutation] = useMutation(AskAgainDocument);
  const [noteMutation, { loading: addingNote }] = useMutation(AddNoteDocument);
  const streams = useRef(new Map<string, { unsubscribe: () => void }>());
  // Read by the conversation's subscription when it listens again after a break.
  const shownEntries = useRef<readonly JourneyEntryFragment[]>(NO_ENTRIES);
  const [preparing, setPreparing] = useState(0);

  const timeline = useFragment({
    fragment: JourneyTimelineFragmentDoc,
    fragmentName: 'JourneyTimeline',
    from: conversationId ? { __typename: 'Conversation', id: conversationId } : null,
  });
  const stored = timeline.complete ? timeline.data : null;
  const storedEntries = stored?.entries ?? NO_ENTRIES;
  // Fewer entries here than the conversation holds: older pages remain, unless a page came back short (the
  // count can be ahead of this view when another device wrote in between).
  const hasOlder =
    conversationId !== null && startStatus === 'unknown' && storedEntries.length < (stored?.entryCount ?? 0);
  useEffect(() => {
    shownEntries.current = storedEntries;
  }, [storedEntries]);

  // Leaving the view stops following replies (the server keeps generating and storing them).
  useEffect(() => {
    const open = streams.current;
    return () => closeStreams(open);
  }, []);

  const follow = useCallback(
    (entryId: string) => {
      streams.current.get(entryId)?.unsubscribe();
      const subscription = client
        .subscribe({ query: ReplyStreamDocument, variables: { entryId } })
        .subscribe({
          next: ({ data, error }) => {
            if (error) {
              updateReply(client.cache, entryId, { replyStatus: 'failed', replyError: errorReason(error) });
              return;
            }
            const chunk = data?.replyStream;
            if (!chunk) return;
            updateReply(client.cache, entryId, {
              replyText: chunk.text,
              replyStatus: chunk.status,
              replyError: chunk.error ?? null,
              replyBy: chunk.by,
            });
          },
          error: (error: unknown) => {
            updateReply(client.cache, entryId, { replyStatus: 'failed', replyError: errorReason(error) });
          },
          complete: () => {
            streams.current.delete(entryId);
          },
        });
      streams.current.set(entryId, subscription);
    },
    [client],
  );

  const followPending = useCallback(
    (entries: readonly JourneyEntryFragment[]) => {
      for (const entry of entries) if (entry.replyStatus === 'pending') follow(entry.id);
    },
    [follow],
  );

  const replies = useConversationReplies(conversationId, {
    isFollowed: (entryId) => streams.current.has(entryId),
    onListeningAgain: () =>
      followPending(shownEntries.current.filter((entry) => !streams.current.has(entry.id))),
  });

  /**
   * Sends a message or a retry once the conversation's subscription listens (or has not within its wait),
   * showing it as sending meanwhile; the reply is followed on its own only when that subscription did not
   * listen throughout.
   */
  const sendListened = useCallback(
    async (
      send: () => Promise<JourneyEntryFragment | undefined>,
    ): Promise<JourneyEntryFragment | undefined> => {
      setPreparing((count) => count + 1);
      let since;
      try {
        since = await replies.listening();
      } finally {
        setPreparing((count) => count - 1);
      }
      const entry = await send();
      if (entry && !replies.covers(since)) followPending([entry]);
      return entry;
    },
    [replies, followPending],
  );

  const start = useCallback(
    async (input: StartConversationInput): Promise<JourneyOutcome> => {
      try {
        if (!navigator.onLine) throw offlineNow();
        const { data } = await startMutation({ variables: { input } });
        const exchange = data?.startConversation;
        if (!exchange) throw new Error(MESSAGES.noReplyMessage);
        // The answer carries the conversation with its one entry, so the cache already holds the timeline.
        shownId.current = exchange.conversation.id;
        setConversationId(exchange.conversation.id);
        setLocalEntries([]);
        followPending([exchange.entry]);
        return { ok: true };
      } catch (error) {
        if (unreachable(error)) {
          const queued = await keepForLater({ kind: 'start', start: input });
          if (queued) return { ok: true, queued };
        }
        setLocalEntries((current) => [...current, localFailedEntry(input, MESSAGES.networkError)]);
        return failure(MESSAGES.startConversationError(errorReason(error)));
      }
    },
    [startMutation, followPending],
  );

  /**
   * Shows a stored conversation (its newest page is in the cache) and follows its pending replies. What the
   * outbox stored into it while it loaded joins the timeline when the page was read before it.
   */
  const restore = useCallback(
    (conversation: LoadedConversation) => {
      closeStreams(streams.current);
      shownId.current = conversation.id;
      setConversationId(conversation.id);
      setStartStatus('unknown');
      const loaded = new Set(conversation.entries.map((entry) => entry.id));
      const sentMeanwhile = sentInto(conversation.id)
        .filter((sent) => !loaded.has(sent.id))
        .map((sent) => readEntry(client.cache, sent.id))
        .filter((entry) => entry !== null);
      // The page's count was read before these too.
      for (const entry of sentMeanwhile) appendEntry(client.cache, entry, { countIt: true });
      followPending([...conversation.entries, ...sentMeanwhile]);
    },
    [client, sentInto, followPending],
  );

  /**
   * Loads the page of entries just older than the oldest one here (`first` of them) into the cache, where
   * it joins the timeline.
   */
  const loadOlder = useCallback(
    async (first: number = OLDER_PAGE_SIZE): Promise<JourneyOutcome> => {
      const oldest = storedEntries[0];
      if (!conversationId || !hasOlder || !oldest || loadingOlderNow.current) return { ok: true };
      loadingOlderNow.current = true;
      setLoadingOlder(true);
      try {
        const { data } = await client.query({
          query: JourneyOlderEntriesDocument,
          variables: { id: conversationId, before: oldest.id, first },
          fetchPolicy: 'network-only',
        });
        const page = data?.conversation.entries ?? [];
        if (page.length < first) setStartStatus('reached');
        setOlderError(null);
        followPending(page);
        return { ok: true };
      } catch (error) {
        const message = MESSAGES.olderEntriesError(errorReason(error));
        setOlderError(message);
        return failure(message);
      } finally {
        loadingOlderNow.current = false;
        setLoadingOlder(false);
      }
    },
    [client, conversationId, hasOlder, storedEntries, followPending],
  );

  const sendMessage = useCallback(
    async (message: string, fileId?: string | null): Promise<JourneyOutcome> => {
      if (!conversationId) return failure(MESSAGES.continueConversationError(MESSAGES.networkError));
      try {
        // Words with no file can wait offline; a file has to reach the server first (MessageBox).
        if (!fileId && (!navigator.onLine || (await hasWaiting(conversationId)))) throw offlineNow();
        const entry = await sendListened(async () => {
          const { data } = await continueMutation({
            variables: { input: { conversationId, message, fileId: fileId ?? null } },
            // The answer's conversation carries the new entryCount; steps that came before it are put back.
            update: (cache, { data: answer }) => {
              if (!answer) return;
              appendEntry(cache, answer.continueConversation.entry, { countIt: false });
              replies.catchUp(cache, answer.continueConversation.entry.id);
            },
          });
          return data?.continueConversation.entry;
        });
        if (!entry) return failure(MESSAGES.continueConversationError(MESSAGES.networkError));
        return { ok: true };
      } catch (error) {
        if (unreachable(error) && !fileId) {
          const queued = await keepForLater({ kind: 'message', conversationId, text: message });
          if (queued) return { ok: true, queued };
        }
        return failure(MESSAGES.continueConversationError(errorReason(error)));
      }
    },
    [conversationId, continueMutation, sendListened, replies],
  );

  /** Asks again for an entry's reply (`ask` sends the mutation and answers its entry); `errorText` words a failure. */
  const askAgainWith = useCallback(
    async (
      entryId: string,
      ask: () => Promise<JourneyEntryFragment | undefined>,
      errorText: (reason: string) => string,
    ): Promise<JourneyOutcome> => {
      try {
        replies.forget(entryId);
        const entry = await sendListened(ask);
        if (!entry) return failure(errorText(MESSAGES.networkError));
        return { ok: true };
      } catch (error) {
        return failure(errorText(errorReason(error)));
      }
    },
    [sendListened, replies],
  );

  // The answer's entry (reply pending again) replaces the cached one by id; steps that came before it are put
  // back.
  const retry = useCallback(
    (entryId: string) =>
      askAgainWith(
        entryId,
        async () => {
          const { data } = await retryMutation({
            variables: { entryId },
            update: (cache) => replies.catchUp(cache, entryId),
          });
          return data?.retryReply.entry;
        },
        MESSAGES.retryReplyError,
      ),
    [askAgainWith, retryMutation, replies],
  );

  /** A new reply in place of a finished one (after the words were edited, or for another answer). */
  const askAgain = useCallback(
    (entryId: string) =>
      askAgainWith(
        entryId,
        async () => {
          const { data } = await askAgainMutation({
            variables: { entryId },
            update: (cache) => replies.catchUp(cache, entryId),
          });
          return data?.askAgain.entry;
        },
        MESSAGES.askAgainError,
      ),
    [askAgainWith, askAgainMutation, replies],
  );

  const addNote = useCallback(
    async (content: string): Promise<JourneyOutcome> => {
      if (!conversationId) return failure(VALIDATION_MESSAGES.conversationRequiredForNote);
      try {
        if (!navigator.onLine || (await hasWaiting(conversationId))) throw offlineNow();
        const { data } = await noteMutation({
          variables: { input: { conversationId, content } },
          update: (cache, { data: answer }) => {
            if (answer) appendEntry(cache, answer.addNote, { countIt: true });
          },
        });
        if (!data) return failure(MESSAGES.noteFailed(undefined));
        return { ok: true, entryId: data.addNote.id };
      } catch (error) {
        if (unreachable(error)) {
          const queued = await keepForLater({ kind: 'note', conversationId, text: content });
          if (queued) return { ok: true, queued };
        }
        const graphQLReason = graphQLErrorMessage(error);
        if (graphQLReason !== undefined) return failure(MESSAGES.noteFailed(graphQLReason));
        return failure(MESSAGES.noteError(error instanceof Error ? error.message : undefined));
      }
    },
    [conversationId, noteMutation],
  );

  /** A message the outbox just sent into this conversation: its reply streams here like any other. */
  const followSent = useCallback(
    (entry: SentEntry) => {
      const shown = entry.conversationId === shownId.current && entry.replyStatus === 'pending';
      if (shown && !streams.current.has(entry.id)) follow(entry.id);
    },
    [follow],
  );

  const entries = useMemo(
    () => (conversationId ? storedEntries : localEntries),
    [conversationId, storedEntries, localEntries],
  );

  return {
    /** What is on screen, oldest first: the loaded pages of the conversation, or a failed start's words. */
    entries,
    conversationId,
    start,
    restore,
    sendMessage,
    retry,
    askAgain,
    addNote,
    followSent,
    starting,
    sending: continuing || addingNote || preparing > 0,
    /** Older entries remain to be loaded. */
    hasOlder,
    loadingOlder,
    /** Why the last page of older entries did not load (cleared when one does). */
    olderError,
    loadOlder,
  };
}
