import type { WebhookEvent } from '@/gql/graphql';
import { WEBHOOK_EVENT_OPTIONS } from '@/features/webhooks/webhook-events';

export interface EventChoicesProps {
  legend: string;
  chosen: readonly WebhookEvent[];
  onChange: (events: WebhookEvent[]) => void;
  error?: string;
}

/** The events of a webhook as checkboxes, in a fieldset that names what they choose. */
export function EventChoices({ legend, chosen, onChange, error }: EventChoicesProps) {
  const toggle = (event: WebhookEvent, on: boolean) =>
    onChange(
      WEBHOOK_EVENT_OPTIONS.map((option) => option.value).filter((value) =>
        value === event ? on : chosen.includes(value),
      ),
    );
  return (
    <fieldset className="webhook-events" aria-invalid={error ? true : undefined}>
      <legend className="ui-field__label">{legend}</legend>
      {WEBHOOK_EVENT_OPTIONS.map((option) => (
        <label key={option.value} className="webhook-events__choice">
          <input
            type="checkbox"
            checked={chosen.includes(option.value)}
            onChange={(change) => toggle(option.value, change.target.checked)}
          />
          {option.label}
        </label>
      ))}
      {error && <p className="ui-field__error">{error}</p>}
    </fieldset>
  );
}
