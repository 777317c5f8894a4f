import { Alert, Button, SkeletonList } from '@app/ui';
import { EVENT_NAMES } from '@/features/webhooks/webhook-events';
import type { DeliveryItem, WebhookOutcome } from '@/features/webhooks/useWebhooks';
import { useDeliveries, useRedeliver } from '@/features/webhooks/useWebhooks';
import { formatDate } from '@/shared/format-date';
import { MESSAGES } from '@/shared/messages';

export interface WebhookDeliveriesProps {
  webhookId: string;
  onOutcome: (outcome: WebhookOutcome) => void;
}

/** Where a delivery stands, as a writer reads it. */
function statusText(delivery: DeliveryItem): string {
  const code = delivery.responseCode ? ` (${delivery.responseCode})` : '';
  switch (delivery.status) {
    case 'DELIVERED':
      return `Delivered${code}`;
    case 'FAILED':
      return `Failed${code}`;
    case 'SENDING':
      return 'Sending';
    case 'PENDING':
      return delivery.attempts === 0
        ? 'Waiting'
        : `Retrying${code}${delivery.nextAttemptAt ? ` at ${formatDate(delivery.nextAttemptAt)}` : ''}`;
  }
}

/** A webhook's recent deliveries: event, time, status with the receiver's code, and Redeliver. */
export function WebhookDeliveries({ webhookId, onOutcome }: WebhookDeliveriesProps) {
  const deliveries = useDeliveries(webhookId);
  const redeliver = useRedeliver(webhookId);

  if (deliveries.error) return <Alert tone="error">{deliveries.error}</Alert>;
  if (deliveries.loading) return <SkeletonList label="Loading deliveries" rows={2} />;
  if (deliveries.items.length === 0) return <p className="ui-card__meta">{MESSAGES.deliveriesEmpty}</p>;

  return (
    <>
      <ul className="ui-card-list" aria-label="Recent deliveries">
        {deliveries.items.map((delivery) => (
          <li key={delivery.id} className="webhook-delivery">
            <span className="webhook-delivery__event">{EVENT_NAMES[delivery.event]}</span>
            <time className="ui-card__meta" dateTime={delivery.createdAt}>
              {formatDate(delivery.createdAt)}
            </time>
            <span
              className={`webhook-delivery__status webhook-delivery__status--${delivery.status.toLowerCase()}`}
            >
              {statusText(delivery)}
            </span>
            {delivery.error && delivery.status !== 'DELIVERED' && (
              <span className="ui-card__meta">{delivery.error}</span>
            )}
            <Button
              variant="secondary"
              className="webhook-delivery__redeliver"
              onClick={() => void redeliver(delivery.id).then(onOutcome)}
            >
              Redeliver
              <span className="ui-visually-hidden">
                : {EVENT_NAMES[delivery.event]}, {formatDate(delivery.createdAt)}
              </span>
            </Button>
          </li>
        ))}
      </ul>
      {deliveries.hasMore && (
        <Button
          variant="secondary"
          disabled={deliveries.loadingMore}
          onClick={() =>
            void deliveries
              .loadMore()
              .then((failure) => failure && onOutcome({ ok: false, message: failure }))
          }
        >
          More deliveries
        </Button>
      )}
    </>
  );
}
