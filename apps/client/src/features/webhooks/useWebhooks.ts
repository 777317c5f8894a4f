import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import type { WebhookEvent } from '@/gql/graphql';
import {
  CreateWebhookDocument,
  DeleteWebhookDocument,
  RedeliverWebhookDocument,
  UpdateWebhookDocument,
  WebhookDeliveriesDocument,
  WebhooksDocument,
} from '@/features/webhooks/graphql/webhooks.generated';
import type {
  WebhookDeliveryFieldsFragment,
  WebhookFieldsFragment,
} from '@/features/webhooks/graphql/webhooks.generated';
import { errorReason } from '@/shared/graphql-error';
import { MESSAGES } from '@/shared/messages';
import { usePagedQuery } from '@/shared/usePagedQuery';
import type { PagedList } from '@/shared/usePagedQuery';

export type WebhookItem = WebhookFieldsFragment;
export type DeliveryItem = WebhookDeliveryFieldsFragment;

/** Recent deliveries shown per page of a webhook. */
export const DELIVERIES_PAGE_SIZE = 10;

/** An outcome to tell the writer; `secret` only when a webhook was just made. */
export interface WebhookOutcome {
  ok: boolean;
  message: string;
  secret?: string;
}

/** The writer's webhooks (at most 10, so one list), read again each time the panel opens. */
export function useWebhooks() {
  const { data, loading, error } = useQuery(WebhooksDocument, { fetchPolicy: 'cache-and-network' });
  return {
    items: data?.webhooks ?? [],
    loading: loading && !data,
    error: error && !data ? MESSAGES.webhooksLoadError : null,
  };
}

const outcomeOf = (error: unknown, refused: (reason: string) => string): WebhookOutcome => ({
  ok: false,
  message: refused(errorReason(error)),
});

/** Adding, changing and deleting webhooks, each answered as an outcome to show. */
export function useWebhookActions() {
  const refetchQueries = [WebhooksDocument];
  const [create] = useMutation(CreateWebhookDocument, { refetchQueries });
  const [update] = useMutation(UpdateWebhookDocument);
  const [remove] = useMutation(DeleteWebhookDocument, { refetchQueries });

  const createWebhook = useCallback(
    async (url: string, events: WebhookEvent[]): Promise<WebhookOutcome> => {
      try {
        const result = await create({ variables: { url, events } });
        return { ok: true, message: MESSAGES.webhookCreated, secret: result.data?.createWebhook.secret };
      } catch (error) {
        return outcomeOf(error, MESSAGES.webhookCreateFailed);
      }
    },
    [create],
  );

  const updateWebhook = useCallback(
    async (id: string, change: { events?: WebhookEvent[]; enabled?: boolean }): Promise<WebhookOutcome> => {
      try {
        await update({ variables: { id, ...change } });
        return { ok: true, message: change.enabled ? MESSAGES.webhookEnabled : MESSAGES.webhookUpdated };
      } catch (error) {
        return outcomeOf(error, MESSAGES.webhookUpdateFailed);
      }
    },
    [update],
  );

  const deleteWebhook = useCallback(
    async (id: string): Promise<WebhookOutcome> => {
      try {
        await remove({ variables: { id } });
        return { ok: true, message: MESSAGES.webhookDeleted };
      } catch (error) {
        return outcomeOf(error, MESSAGES.webhookDeleteFailed);
      }
    },
    [remove],
  );

  return { createWebhook, updateWebhook, deleteWebhook };
}

const deliveryKey = (delivery: DeliveryItem) => delivery.id;
const deliveriesErrorText = () => MESSAGES.deliveriesLoadError;

/** A webhook's recent deliveries, newest first, a page at a time. */
export function useDeliveries(webhookId: string): PagedList<DeliveryItem> {
  return usePagedQuery(WebhookDeliveriesDocument, {
    field: 'webhookDeliveries',
    variables: useMemo(() => ({ webhookId, limit: DELIVERIES_PAGE_SIZE, offset: 0 }), [webhookId]),
    fetchPolicy: 'cache-and-network',
    keyOf: deliveryKey,
    errorText: deliveriesErrorText,
  });
}

/** Sends a delivery's event again, then reads the list again so the new delivery shows. */
export function useRedeliver(webhookId: string) {
  const [redeliver] = useMutation(RedeliverWebhookDocument, {
    refetchQueries: [
      { query: WebhookDeliveriesDocument, variables: { webhookId, limit: DELIVERIES_PAGE_SIZE, offset: 0 } },
    ],
  });
  return useCallback(
    async (deliveryId: string): Promise<WebhookOutcome> => {
      try {
        await redeliver({ variables: { deliveryId } });
        return { ok: true, message: MESSAGES.redelivered };
      } catch (error) {
        return outcomeOf(error, MESSAGES.redeliverFailed);
      }
    },
    [redeliver],
  );
}
