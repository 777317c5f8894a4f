import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, TextField } from '@app/ui';
import type { WebhookEvent } from '@/gql/graphql';
import { EventChoices } from '@/features/webhooks/EventChoices';
import type { WebhookOutcome } from '@/features/webhooks/useWebhooks';
import { MESSAGES } from '@/shared/messages';

export interface CreateWebhookFormProps {
  onCreate: (url: string, events: WebhookEvent[]) => Promise<WebhookOutcome>;
}

/** A new webhook: its https:// address and its events. The server checks the address and answers why not. */
export function CreateWebhookForm({ onCreate }: CreateWebhookFormProps) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['ENTRY_CREATED']);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      url: url.trim() ? undefined : MESSAGES.webhookUrlRequired,
      events: events.length > 0 ? undefined : MESSAGES.webhookEventsRequired,
    };
    setErrors(found);
    if (found.url || found.events) return;
    setBusy(true);
    const outcome = await onCreate(url.trim(), events);
    setBusy(false);
    if (outcome.ok) setUrl('');
    else setErrors({ url: outcome.message });
  };

  return (
    <form className="webhook-form" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="webhook-form__title">Add a webhook</h3>
      <TextField
        label="Receiver URL"
        type="url"
        inputMode="url"
        placeholder="https://example.com/flexi-hook"
        value={url}
        onChange={(change) => setUrl(change.target.value)}
        error={errors.url}
        autoComplete="off"
      />
      <EventChoices legend="Send these events" chosen={events} onChange={setEvents} error={errors.events} />
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        Add webhook
      </Button>
    </form>
  );
}
