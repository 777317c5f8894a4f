import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useDeleteConversation } from '@/features/history/useConversationHistory';
import { DeleteEntryDocument, EditEntryDocument } from '@/features/journey/graphql/journey.generated';
import type { JourneyEntryFragment } from '@/features/journey/graphql/journey.generated';
import type { AnswerChange } from '@/features/journey/OpeningEditor';
import type { JourneyOutcome } from '@/features/journey/useJourney';
import { errorReason } from '@/shared/graphql-error';
import { MESSAGES } from '@/shared/messages';

/** New words for an entry: the text of a message or a note, or every answer of an opening. */
export type EntryChange = { text: string } | { answers: AnswerChange[] };

/**
 * Entries the writer owns: a message's or note's words or an opening's answers changed (the answer's entry replaces the cached one by
 * id), or an entry deleted: a message or note leaves the timeline, an opening takes its conversation with it.
 */
export function useEntryEdits() {
  const [editMutation] = useMutation(EditEntryDocument);
  const [deleteMutation] = useMutation(DeleteEntryDocument);
  const { remove: deleteConversation } = useDeleteConversation();

  const edit = useCallback(
    async (entry: JourneyEntryFragment, change: EntryChange): Promise<JourneyOutcome> => {
      try {
        await editMutation({ variables: { id: entry.id, ...change } });
        return { ok: true };
      } catch (error) {
        return { ok: false, message: MESSAGES.editEntryError(errorReason(error)) };
      }
    },
    [editMutation],
  );

  const remove = useCallback(
    async (entry: JourneyEntryFragment): Promise<JourneyOutcome> => {
      if (entry.kind === 'opening') {
        const outcome = await deleteConversation(entry.conversationId);
        return outcome.ok ? { ok: true } : { ok: false, message: MESSAGES.deleteEntryError(outcome.message) };
      }
      try {
        await deleteMutation({
          variables: { id: entry.id },
          update(cache) {
            cache.modify({
              id: cache.identify({ __typename: 'Conversation', id: entry.conversationId }),
              fields: { entryCount: (count: number) => Math.max(0, count - 1) },
            });
            // The timeline drops the dangling reference. No gc(): a conversation started on this page is held
            // by the journey's fragment, not by a query, and would be collected with its whole timeline.
            cache.evict({ id: cache.identify(entry) });
          },
        });
        return { ok: true };
      } catch (error) {
        return { ok: false, message: MESSAGES.deleteEntryError(errorReason(error)) };
      }
    },
    [deleteMutation, deleteConversation],
  );

  return { edit, remove };
}
