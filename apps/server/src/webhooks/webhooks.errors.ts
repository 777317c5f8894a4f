import { codesOf, defineErrors } from 'src/common/errors/error-declarations';

export const WEBHOOK_ERRORS = defineErrors({
  /** Not there, or another writer's: one answer for both. */
  NotFound: { code: 'WEBHOOK_NOT_FOUND', graphql: 'NOT_FOUND', status: 404 },
  DeliveryNotFound: { code: 'WEBHOOK_DELIVERY_NOT_FOUND', graphql: 'NOT_FOUND', status: 404 },
  /** Not https (unless allowed), not a URL, or an address in a refused range. */
  UrlRefused: { code: 'WEBHOOK_URL_REFUSED', graphql: 'BAD_USER_INPUT', status: 400 },
  LimitReached: { code: 'WEBHOOK_LIMIT_REACHED', graphql: 'CONFLICT', status: 409 },
  /** A redelivery to a webhook that is disabled: re-enable it first. */
  Disabled: { code: 'WEBHOOK_DISABLED', graphql: 'CONFLICT', status: 409 },
});

export const WebhookErrorCode = codesOf(WEBHOOK_ERRORS);

declare module 'src/common/errors/error-table' {
  interface DomainErrorRegistry {
    webhooks: typeof WEBHOOK_ERRORS;
  }
}
