import { useEffect, useRef, useState } from 'react';
import { Spinner, ToastStack, useToasts } from '@app/ui';
import { CONFIG_DEFAULTS } from '@app/schema';
import { useAppConfig } from '@/features/config/app-config-context';
import { ConversationMessages } from '@/features/journey/ConversationMessages';
import { continueButtonText } from '@/features/journey/continue-button-text';
import { MessageBox } from '@/features/journey/MessageBox';
import { StartForm } from '@/features/journey/StartForm';
import { useJourney } from '@/features/journey/useJourney';
import type { StartConversationInput } from '@/gql/graphql';
import { ACKNOWLEDGMENT_MS, MESSAGES } from '@/shared/messages';

const DEFAULT_ANSWER_PLACEHOLDER = 'Type your answer here (100 words or less)';

/** The home view's conversation and input area: the empty-conversation flow, then the message box. */
export interface JourneyPanelProps {
  /** A topic picked from the menu; remount the panel (a new key) to start over with it. */
  initialTopicKey?: string | null;
}

export function JourneyPanel({ initialTopicKey = null }: JourneyPanelProps) {
  const config = useAppConfig();
  const journey = useJourney();
  const toasts = useToasts();
  const [acknowledged, setAcknowledged] = useState(false);
  const acknowledgedOnce = useRef(false);

  const opening = journey.entries[0];
  const openingDone = opening?.replyStatus === 'complete';

  // Spec §4: after the first reply, the acknowledgment shows for 3 s.
  useEffect(() => {
    if (!openingDone || acknowledgedOnce.current) return;
    acknowledgedOnce.current = true;
    setAcknowledged(true);
    const timer = setTimeout(() => setAcknowledged(false), ACKNOWLEDGMENT_MS);
    return () => clearTimeout(timer);
  }, [openingDone]);

  if (config.status !== 'ready') return null;
  if (config.enabledTopics.length === 0) return <p>{MESSAGES.chatDisabled}</p>;

  const chat = config.features?.flexiFeatures.chat;
  const showError = (message: string) => toasts.show('error', message);

  const start = async (input: StartConversationInput) => {
    const outcome = await journey.start(input);
    if (!outcome.ok) showError(outcome.message);
  };

  const retry = async (entryId: string) => {
    const outcome = await journey.retry(entryId);
    if (!outcome.ok) showError(outcome.message);
  };

  return (
    <div className="journey">
      {journey.entries.length === 0 && <p>{MESSAGES.getStarted}</p>}
      <ConversationMessages
        entries={journey.entries}
        appName={config.appName}
        onRetry={(entryId) => void retry(entryId)}
      />
      <div role="status" className="journey-ack">
        {acknowledged ? MESSAGES.conversationStarted : ''}
      </div>
      {journey.conversationId === null ? (
        <>
          <StartForm
            topics={config.enabledTopics}
            topicLabel={chat?.topicSelectionLabel ?? CONFIG_DEFAULTS.topicSelectionLabel}
            topicPlaceholder={chat?.topicSelectionPlaceholder ?? CONFIG_DEFAULTS.topicSelectionPlaceholder}
            answerPlaceholder={config.site?.placeholder ?? DEFAULT_ANSWER_PLACEHOLDER}
            busy={journey.starting}
            initialTopicKey={initialTopicKey}
            onSubmit={(input) => void start(input)}
          />
          {journey.starting && <Spinner label="Starting conversation" />}
        </>
      ) : (
        openingDone && (
          <MessageBox
            continueText={continueButtonText(config.appName)}
            personalNote={config.features?.personalNote ?? null}
            busy={journey.sending}
            onSend={journey.sendMessage}
            onAddNote={journey.addNote}
            onError={showError}
          />
        )
      )}
      <ToastStack toasts={toasts.toasts} onDismiss={toasts.onDismiss} />
    </div>
  );
}
