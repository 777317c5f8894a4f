// The client's way of following a conversation's replies (useConversationReplies), for the rows that time
// a reply end to end over graphql-ws: first-token and memory.
/* global performance */

export const CONVERSATION_REPLIES = `subscription ($id: ID!) {
  conversationReplies(conversationId: $id) { listening reply { entryId text status error } }
}`;

/**
 * The conversation's subscription: `listening` resolves once it listens; `next(since)` resolves with the
 * entry id and arrival time of the first reply text after `since`, and `ended(entryId)` once that reply is
 * complete.
 */
export function watchConversation(ws, conversationId) {
  const waiting = new Set();
  let onListening;
  let onRefused;
  const listening = new Promise((resolve, reject) => {
    onListening = resolve;
    onRefused = reject;
  });
  const unsubscribe = ws.subscribe(
    { query: CONVERSATION_REPLIES, variables: { id: conversationId } },
    {
      next: ({ data, errors }) => {
        if (errors) return onRefused(new Error(JSON.stringify(errors)));
        const at = performance.now();
        if (data.conversationReplies.listening) return onListening(at);
        for (const waiter of waiting) waiter(data.conversationReplies.reply, at);
      },
      error: onRefused,
      complete: () => onRefused(new Error('conversationReplies ended')),
    },
  );
  const until = (test) =>
    new Promise((resolve, reject) => {
      const waiter = (reply, at) => {
        if (reply.status === 'failed') reject(new Error(`Reply failed: ${reply.error}`));
        if (!test(reply)) return;
        waiting.delete(waiter);
        resolve({ entryId: reply.entryId, at });
      };
      waiting.add(waiter);
    });
  return {
    listening,
    firstText: () => until((reply) => reply.text !== ''),
    ended: (entryId) => until((reply) => reply.entryId === entryId && reply.status === 'complete'),
    close: unsubscribe,
  };
}
