import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ADD_NOTE_MUTATION,
  CONTINUE_CONVERSATION_MUTATION,
  REPLY_STREAM_SUBSCRIPTION,
  RETRY_REPLY_MUTATION,
  START_CONVERSATION_MUTATION,
} from '@/features/journey/graphql/journey.documents';
import type { JourneyEntry } from '@/features/journey/graphql/journey.documents';
import type { JourneyConversationQuery, StartConversationInput } from '@/gql/graphql';
import { VALIDATION_MESSAGES } from '@app/schema';
import { graphQLErrorMessage } from '@/shared/graphql-error';
import { MESSAGES } from '@/shared/messages';

export type JourneyOutcome = { ok: true; entryId?: string } | { ok: false; message: string };

/** The first GraphQL error's text, else the network error's text. */
function errorReason(error: unknown): string {
  const graphQLReason = graphQLErrorMessage(error);
  if (graphQLReason !== undefined) return graphQLReason || MESSAGES.networkError;
  return error instanceof Error && error.message ? error.message : MESSAGES.networkError;
}

function failure(message: string): JourneyOutcome {
  return { ok: false, message };
}

export type LoadedConversation = JourneyConversationQuery['conversation'];

const LOCAL_ID_PREFIX = 'local-';

/**
 * Spec §8: when a conversation cannot start, the words stay on screen as an entry whose reply reads "Error
 * connecting to server". It lives only here (the server has nothing), so its id is marked local.
 */
function localFailedEntry(input: StartConversationInput, message: string): JourneyEntry {
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
    replyStatus: 'failed',
    replyError: message,
    orderIndex: 0,
    createdAt: new Date().toISOString(),
    file: null,
  };
}

function closeStreams(streams: Map<string, { unsubscribe: () => void }>): void {
  for (const stream of streams.values()) stream.unsubscribe();
  streams.clear();
}

export function isLocalEntry(entry: Pick<JourneyEntry, 'id'>): boolean {
  return entry.id.startsWith(LOCAL_ID_PREFIX);
}

/**
 * One conversation being written: starting it, continuing it and adding notes, with each reply followed over
 * the replyStream subscription. Failures come back as the spec's user-facing texts.
 */
export function useJourney() {
  const client = useApolloClient();
  const [entries, setEntries] = useState<JourneyEntry[]>([]);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [startMutation, { loading: starting }] = useMutation(START_CONVERSATION_MUTATION);
  const [continueMutation, { loading: continuing }] = useMutation(CONTINUE_CONVERSATION_MUTATION);
  const [retryMutation] = useMutation(RETRY_REPLY_MUTATION);
  const [noteMutation, { loading: addingNote }] = useMutation(ADD_NOTE_MUTATION);
  const streams = useRef(new Map<string, { unsubscribe: () => void }>());

  // Leaving the view stops following replies (the server keeps generating and storing them).
  useEffect(() => {
    const open = streams.current;
    return () => closeStreams(open);
  }, []);

  const updateEntry = useCallback((id: string, patch: Partial<JourneyEntry>) => {
    setEntries((current) => current.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)));
  }, []);

  const follow = useCallback(
    (entryId: string) => {
      streams.current.get(entryId)?.unsubscribe();
      const subscription = client
        .subscribe({ query: REPLY_STREAM_SUBSCRIPTION, variables: { entryId } })
        .subscribe({
          next: ({ data, error }) => {
            if (error) {
              updateEntry(entryId, { replyStatus: 'failed', replyError: errorReason(error) });
              return;
            }
            const chunk = data?.replyStream;
            if (!chunk) return;
            updateEntry(entryId, {
              replyText: chunk.text,
              replyStatus: chunk.status,
              replyError: chunk.error ?? null,
            });
          },
          error: (error: unknown) => {
            updateEntry(entryId, { replyStatus: 'failed', replyError: errorReason(error) });
          },
          complete: () => {
            streams.current.delete(entryId);
          },
        });
      streams.current.set(entryId, subscription);
    },
    [client, updateEntry],
  );

  const addEntry = useCallback(
    (entry: JourneyEntry) => {
      setEntries((current) => [...current, entry]);
      if (entry.replyStatus === 'pending') follow(entry.id);
    },
    [follow],
  );

  const start = useCallback(
    async (input: StartConversationInput): Promise<JourneyOutcome> => {
      try {
        const { data } = await startMutation({ variables: { input } });
        const exchange = data?.startConversation;
        if (!exchange) throw new Error(MESSAGES.noReplyMessage);
        setConversationId(exchange.conversation.id);
        setEntries((current) => current.filter((entry) => !isLocalEntry(entry)));
        addEntry(exchange.entry);
        return { ok: true };
      } catch (error) {
        setEntries((current) => [...current, localFailedEntry(input, MESSAGES.networkError)]);
        return failure(MESSAGES.startConversationError(errorReason(error)));
      }
    },
    [startMutation, addEntry],
  );

  /** Shows a stored conversation (spec §4: notes merged in, sorted by orderIndex) and follows pending replies. */
  const restore = useCallback(
    (conversation: LoadedConversation) => {
      closeStreams(streams.current);
      setConversationId(conversation.id);
      const sorted = [...conversation.entries].sort((a, b) => a.orderIndex - b.orderIndex);
      setEntries(sorted);
      for (const entry of sorted) if (entry.replyStatus === 'pending') follow(entry.id);
    },
    [follow],
  );

  const sendMessage = useCallback(
    async (message: string, fileId?: string | null): Promise<JourneyOutcome> => {
      if (!conversationId) return failure(MESSAGES.continueConversationError(MESSAGES.networkError));
      try {
        const { data } = await continueMutation({
          variables: { input: { conversationId, message, fileId: fileId ?? null } },
        });
        const entry = data?.continueConversation.entry;
        if (!entry) return failure(MESSAGES.continueConversationError(MESSAGES.networkError));
        addEntry(entry);
        return { ok: true };
      } catch (error) {
        return failure(MESSAGES.continueConversationError(errorReason(error)));
      }
    },
    [conversationId, continueMutation, addEntry],
  );

  const retry = useCallback(
    async (entryId: string): Promise<JourneyOutcome> => {
      try {
        const { data } = await retryMutation({ variables: { entryId } });
        const entry = data?.retryReply.entry;
        if (!entry) return failure(MESSAGES.retryReplyError(MESSAGES.networkError));
        updateEntry(entryId, entry);
        if (entry.replyStatus === 'pending') follow(entryId);
        return { ok: true };
      } catch (error) {
        return failure(MESSAGES.retryReplyError(errorReason(error)));
      }
    },
    [retryMutation, updateEntry, follow],
  );

  const addNote = useCallback(
    async (content: string): Promise<JourneyOutcome> => {
      if (!conversationId) return failure(VALIDATION_MESSAGES.conversationRequiredForNote);
      try {
        const { data } = await noteMutation({ variables: { input: { conversationId, content } } });
        if (!data) return failure(MESSAGES.noteFailed(undefined));
        addEntry(data.addNote);
        return { ok: true, entryId: data.addNote.id };
      } catch (error) {
        const graphQLReason = graphQLErrorMessage(error);
        if (graphQLReason !== undefined) return failure(MESSAGES.noteFailed(graphQLReason));
        return failure(MESSAGES.noteError(error instanceof Error ? error.message : undefined));
      }
    },
    [conversationId, noteMutation, addEntry],
  );

  return {
    entries,
    conversationId,
    start,
    restore,
    sendMessage,
    retry,
    addNote,
    starting,
    sending: continuing || addingNote,
  };
}
