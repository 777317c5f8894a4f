import type { OutboxItem } from '@/features/offline/offline-db';
import { addToOutbox, readOutbox } from '@/features/offline/outbox-store';
import type { NewOutboxItem } from '@/features/offline/outbox-store';
import { classifySendFailure } from '@/features/offline/send-outcome';
import { readTokenUsername } from '@/features/session/token-storage';

/** Whether a failed send could not reach the server (or it could not answer now), so the words may wait. */
export function unreachable(error: unknown): boolean {
  return classifySendFailure(error) === 'later';
}

type WhatToKeep =
  | { kind: 'start'; start: NonNullable<NewOutboxItem['start']> }
  | { kind: 'message' | 'note'; conversationId: string; text: string };

/**
 * Puts the words in the outbox, to be sent in order once the server is reachable. Answers undefined when
 * they cannot be kept (no signed-in writer, storage blocked): the caller then says the send failed, and the
 * words stay in the box.
 */
export async function keepForLater(what: WhatToKeep): Promise<OutboxItem | undefined> {
  const username = readTokenUsername();
  if (!username) return undefined;
  try {
    return await addToOutbox(
      what.kind === 'start'
        ? { username, kind: 'start', conversationId: null, text: '', start: what.start }
        : {
            username,
            kind: what.kind,
            conversationId: what.conversationId,
            text: what.text,
            start: null,
          },
    );
  } catch {
    return undefined;
  }
}

/** Whether words of this conversation still wait: a new one joins them, so the server gets them in order. */
export async function hasWaiting(conversationId: string): Promise<boolean> {
  const username = readTokenUsername();
  if (!username) return false;
  try {
    const items = await readOutbox(username);
    return items.some((item) => item.conversationId === conversationId && item.state === 'waiting');
  } catch {
    return false;
  }
}
