import { useState } from 'react';
import { Button } from '@app/ui';
import type { WebhookEvent } from '@/gql/graphql';
import { EventChoices } from '@/features/webhooks/EventChoices';
import { EVENT_NAMES } from '@/features/webhooks/webhook-events';
import { WebhookDeliveries } from '@/features/webhooks/WebhookDeliveries';
import type { WebhookItem, WebhookOutcome } from '@/features/webhooks/useWebhooks';
import { formatDate } from '@/shared/format-date';
import { MESSAGES } from '@/shared/messages';

export interface WebhookRowProps {
  webhook: WebhookItem;
  onUpdate: (id: string, change: { events?: WebhookEvent[]; enabled?: boolean }) => Promise<WebhookOutcome>;
  onDelete: (webhook: WebhookItem) => void;
  onOutcome: (outcome: WebhookOutcome) => void;
}

/** Whether the webhook is sent events, and why not when the server stopped it. */
function stateText(webhook: WebhookItem): string | null {
  if (!webhook.enabled)
    return webhook.disabledReason === 'FAILING' ? MESSAGES.webhookDisabledFailing : MESSAGES.webhookDisabled;
  return webhook.failingSince ? MESSAGES.webhookFailingSince(formatDate(webhook.failingSince)) : null;
}

/** One webhook: its address, state and events; Edit events, Enable or Disable, Deliveries, Delete. */
export function WebhookRow({ webhook, onUpdate, onDelete, onOutcome }: WebhookRowProps) {
  const [editing, setEditing] = useState<WebhookEvent[] | null>(null);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const [eventsError, setEventsError] = useState<string | undefined>();
  const state = stateText(webhook);
  const metaClass = webhook.enabled ? 'ui-card__meta' : 'ui-card__meta ui-card__meta--alert';
  const about = <span className="ui-visually-hidden">: {webhook.url}</span>;

  const change = async (update: { events?: WebhookEvent[]; enabled?: boolean }) => {
    const outcome = await onUpdate(webhook.id, update);
    onOutcome(outcome);
    return outcome.ok;
  };

  const saveEvents = async () => {
    if (!editing || editing.length === 0) {
      setEventsError(MESSAGES.webhookEventsRequired);
      return;
    }
    if (await change({ events: editing })) setEditing(null);
  };

  return (
    <li className="ui-card">
      <h3 className="ui-card__title">{webhook.url}</h3>
      <p className={metaClass}>
        {webhook.enabled ? 'Enabled' : 'Disabled'} · Added{' '}
        <time dateTime={webhook.createdAt}>{formatDate(webhook.createdAt)}</time>
      </p>
      {state && <p className={metaClass}>{state}</p>}
      {editing ? (
        <>
          <EventChoices legend="Events" chosen={editing} onChange={setEditing} error={eventsError} />
          <div className="ui-card__actions">
            <Button onClick={() => void saveEvents()}>Save events</Button>
            <Button variant="secondary" onClick={() => setEditing(null)}>
              Cancel
            </Button>
          </div>
        </>
      ) : (
        <p className="ui-card__meta">
          Events: {webhook.events.map((event) => EVENT_NAMES[event]).join(', ')}
        </p>
      )}
      <div className="ui-card__actions">
        {!editing && (
          <Button variant="secondary" onClick={() => setEditing([...webhook.events])}>
            Edit events{about}
          </Button>
        )}
        <Button variant="secondary" onClick={() => void change({ enabled: !webhook.enabled })}>
          {webhook.enabled ? 'Disable' : 'Enable'}
          {about}
        </Button>
        <Button
          variant="secondary"
          aria-expanded={showDeliveries}
          onClick={() => setShowDeliveries(!showDeliveries)}
        >
          Deliveries{about}
        </Button>
        <Button variant="secondary" className="ui-card__danger" onClick={() => onDelete(webhook)}>
          Delete{about}
        </Button>
      </div>
      {showDeliveries && <WebhookDeliveries webhookId={webhook.id} onOutcome={onOutcome} />}
    </li>
  );
}
