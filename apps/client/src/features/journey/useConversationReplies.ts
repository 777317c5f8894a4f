import type { ApolloCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { ConversationRepliesDocument } from '@/features/journey/graphql/journey.generated';
import type { ConversationRepliesSubscription } from '@/features/journey/graphql/journey.generated';
import { updateRemembered, updateReply } from '@/features/journey/timeline-cache';

/** How long a message waits for the conversation's subscription to listen before it is sent anyway. */
export const LISTEN_WAIT_MS = 2_000;

type ReplyStep = NonNullable<ConversationRepliesSubscription['conversationReplies']['reply']>;

/** Which listening a message was sent under: the replies it asks for stream here while it lasts. */
export type Listening = number;

export interface ConversationRepliesOptions {
  /** Replies followed on their own (replyStream): their steps here are left to that subscription. */
  isFollowed: (entryId: string) => boolean;
  /**
   * The subscription listens again after a break (the socket reconnected): steps sent during the break were
   * lost, so the replies still pending need following on their own.
   */
  onListeningAgain: () => void;
}

/**
 * The replies of the conversation on screen, over one `conversationReplies` subscription held while it is
 * shown: a message waits until it listens (`listening()`), then is sent, and its reply's steps reach the cache
 * as the server publishes them, with no subscription made after the answer. Steps that arrive before the
 * mutation's answer has put the entry in the cache are kept and applied by `catchUp`.
 */
export function useConversationReplies(
  conversationId: string | null,
  { isFollowed, onListeningAgain }: ConversationRepliesOptions,
) {
  const client = useApolloClient();
  // Counts the listening events: a message sent under one is covered while no later one came.
  const listenings = useRef(0);
  const current = useRef<Listening | null>(null);
  const waiters = useRef(new Set<(listening: Listening | null) => void>());
  const subscription = useRef<{ unsubscribe: () => void } | null>(null);
  // The newest step of each reply seen here, for an entry the cache does not hold yet (or holds as the
  // mutation's answer wrote it, without the steps that came first).
  const steps = useRef(new Map<string, ReplyStep>());
  const callbacks = useRef({ isFollowed, onListeningAgain });
  useEffect(() => {
    callbacks.current = { isFollowed, onListeningAgain };
  });

  const settle = useCallback((listening: Listening | null) => {
    for (const waiter of waiters.current) waiter(listening);
    waiters.current.clear();
  }, []);

  const open = useCallback(() => {
    if (!conversationId || subscription.current) return;
    const closed = () => {
      subscription.current = null;
      current.current = null;
      settle(null);
    };
    subscription.current = client
      .subscribe({ query: ConversationRepliesDocument, variables: { conversationId } })
      .subscribe({
        next: ({ data, error }) => {
          const event = data?.conversationReplies;
          if (error || !event) return;
          if (event.listening) {
            listenings.current += 1;
            const again = current.current !== null || listenings.current > 1;
            current.current = listenings.current;
            settle(current.current);
            if (again) callbacks.current.onListeningAgain();
            return;
          }
          const step = event.reply;
          if (!step) return;
          steps.current.set(step.entryId, step);
          if (!callbacks.current.isFollowed(step.entryId)) applyStep(client.cache, step);
        },
        error: closed,
        complete: closed,
      });
  }, [client, conversationId, settle]);

  useEffect(() => {
    open();
    const known = steps.current;
    return () => {
      subscription.current?.unsubscribe();
      subscription.current = null;
      current.current = null;
      listenings.current = 0;
      known.clear();
      settle(null);
    };
  }, [open, settle]);

  /**
   * Resolves once the subscription listens (at once when it already does; it is opened again if it ended),
   * or with null when it does not within LISTEN_WAIT_MS: that message's reply is then followed on its own.
   */
  const listening = useCallback((): Promise<Listening | null> => {
    if (current.current !== null) return Promise.resolve(current.current);
    if (!conversationId) return Promise.resolve(null);
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(null), LISTEN_WAIT_MS);
      const finish = (value: Listening | null) => {
        clearTimeout(timer);
        waiters.current.delete(finish);
        resolve(value);
      };
      waiters.current.add(finish);
      open();
    });
  }, [conversationId, open]);

  /** Whether a reply asked for under `since` streams here: the subscription has listened throughout. */
  const covers = useCallback((since: Listening | null) => since !== null && current.current === since, []);

  /** Puts the newest step already received for `entryId` back on it (after the answer wrote the entry). */
  const catchUp = useCallback((cache: ApolloCache, entryId: string) => {
    const step = steps.current.get(entryId);
    if (step) applyStep(cache, step);
  }, []);

  /** Forgets what was received for a reply asked for again (a retry), so its old outcome is not put back. */
  const forget = useCallback((entryId: string) => {
    steps.current.delete(entryId);
  }, []);

  return useMemo(() => ({ listening, covers, catchUp, forget }), [listening, covers, catchUp, forget]);
}

function applyStep(cache: ApolloCache, step: ReplyStep): void {
  updateReply(cache, step.entryId, {
    replyText: step.text,
    replyStatus: step.status,
    replyError: step.error ?? null,
    replyBy: step.by,
  });
  // The complete step says what the reply drew on: shown under it at once, not after a reload.
  if (step.remembered) updateRemembered(cache, step.entryId, step.remembered);
}
