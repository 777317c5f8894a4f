import { useFragment } from '@apollo/client/react';
import { Button, useToasts } from '@app/ui';
import { displayTitle } from '@/shared/conversation-title';
import { RenameForm } from '@/features/history/RenameForm';
import { useInlineRename } from '@/features/history/useInlineRename';
import { useRenameConversation } from '@/features/history/useConversationHistory';
import { ConversationHeadingFragmentDoc } from '@/features/journey/graphql/journey.generated';
import { useAppConfig } from '@/features/white-label/app-config-context';
import { topicDisplayName } from '@/features/white-label/topic-name';
import { formatDay } from '@/shared/format-date';

/** The id of the conversation page's heading, which names the home view's section there. */
export const CONVERSATION_TITLE_ID = 'conversation-title';

/**
 * The top of a conversation's page (issue 22 §2): its title, renamed in place, then its topic and the day it
 * started. Read from the cache, where the conversation's query or its start put them; renamed, the title
 * changes here, in the journal and in History at once.
 */
export function ConversationHeader({ conversationId }: { conversationId: string }) {
  const { data, complete } = useFragment({
    fragment: ConversationHeadingFragmentDoc,
    from: { __typename: 'Conversation', id: conversationId },
  });
  const { features } = useAppConfig();
  const { rename, renaming } = useRenameConversation();
  const toasts = useToasts();
  const { editing, setEditing, renameButton } = useInlineRename();
  if (!complete) return null;

  const title = displayTitle(data);
  const topicName = topicDisplayName(features, data.topic);
  const save = async (newTitle: string) => {
    const outcome = await rename(conversationId, newTitle);
    toasts.show(outcome.ok ? 'success' : 'error', outcome.message);
    if (outcome.ok) setEditing(false);
  };

  return (
    <header className="journey-header">
      {editing ? (
        <RenameForm
          initialTitle={title}
          saving={renaming}
          onSave={(newTitle) => void save(newTitle)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="journey-header__title-row">
          <h1 id={CONVERSATION_TITLE_ID} className="journey-header__title">
            {title}
          </h1>
          <Button
            ref={renameButton}
            variant="secondary"
            className="journey-header__rename"
            aria-label={`Rename ${title}`}
            onClick={() => setEditing(true)}
          >
            Rename
          </Button>
        </div>
      )}
      <p className="journey-header__meta">
        <span className="journey-topic-chip__name">{topicName}</span>
        <time dateTime={data.createdAt}>{formatDay(data.createdAt)}</time>
      </p>
    </header>
  );
}
