-- Written by `npm run sql:snapshot` from the @Sql examples of webhooks/delivery/deliveries.repository.ts: do not edit.

-- DeliveriesRepository.claim
START TRANSACTION;
SELECT w.id FROM webhooks w JOIN webhook_deliveries d ON d.webhook_id = w.id
WHERE d.id = $1 FOR UPDATE OF w;
UPDATE webhook_deliveries d SET status = 'sending', attempts = attempts + 1, sending_since = now()
        WHERE d.id = $1 AND d.job_id = $2 AND d.status = 'pending' AND NOT EXISTS (
SELECT 1 FROM webhook_deliveries o
 WHERE o.webhook_id = d.webhook_id AND o.id <> d.id
   AND ((o.status = 'sending' AND o.sending_since > now() - make_interval(secs => 60))
     OR (o.status = 'pending' AND o.attempts = 0 AND o.seq < d.seq)))
        RETURNING d.id;
SELECT
  "WebhookDeliveryEntity"."id" AS "WebhookDeliveryEntity_id",
  "WebhookDeliveryEntity"."seq" AS "WebhookDeliveryEntity_seq",
  "WebhookDeliveryEntity"."webhook_id" AS "WebhookDeliveryEntity_webhook_id",
  "WebhookDeliveryEntity"."event" AS "WebhookDeliveryEntity_event",
  "WebhookDeliveryEntity"."payload" AS "WebhookDeliveryEntity_payload",
  "WebhookDeliveryEntity"."status" AS "WebhookDeliveryEntity_status",
  "WebhookDeliveryEntity"."response_code" AS "WebhookDeliveryEntity_response_code",
  "WebhookDeliveryEntity"."error" AS "WebhookDeliveryEntity_error",
  "WebhookDeliveryEntity"."attempts" AS "WebhookDeliveryEntity_attempts",
  "WebhookDeliveryEntity"."next_attempt_at" AS "WebhookDeliveryEntity_next_attempt_at",
  "WebhookDeliveryEntity"."job_id" AS "WebhookDeliveryEntity_job_id",
  "WebhookDeliveryEntity"."sending_since" AS "WebhookDeliveryEntity_sending_since",
  "WebhookDeliveryEntity"."delivered_at" AS "WebhookDeliveryEntity_delivered_at",
  "WebhookDeliveryEntity"."created_at" AS "WebhookDeliveryEntity_created_at"
FROM "webhook_deliveries" "WebhookDeliveryEntity"
WHERE (("WebhookDeliveryEntity"."id" = $1))
LIMIT 1;
SELECT
  "WebhookEntity"."id" AS "WebhookEntity_id",
  "WebhookEntity"."owner_id" AS "WebhookEntity_owner_id",
  "WebhookEntity"."url" AS "WebhookEntity_url",
  "WebhookEntity"."events" AS "WebhookEntity_events",
  "WebhookEntity"."secret" AS "WebhookEntity_secret",
  "WebhookEntity"."enabled" AS "WebhookEntity_enabled",
  "WebhookEntity"."disabled_reason" AS "WebhookEntity_disabled_reason",
  "WebhookEntity"."failing_since" AS "WebhookEntity_failing_since",
  "WebhookEntity"."created_at" AS "WebhookEntity_created_at",
  "WebhookEntity"."updated_at" AS "WebhookEntity_updated_at"
FROM "webhooks" "WebhookEntity"
WHERE (("WebhookEntity"."id" = $1))
LIMIT 1;
COMMIT;

-- DeliveriesRepository.postpone
START TRANSACTION;
UPDATE "webhook_deliveries"
SET "job_id" = $1
WHERE "id" = $2 AND "job_id" = $3 AND "status" = 'pending';
COMMIT;

-- DeliveriesRepository.delivered
START TRANSACTION;
UPDATE "webhook_deliveries"
SET
  "status" = $1,
  "response_code" = $2,
  "error" = $3,
  "delivered_at" = now(),
  "sending_since" = $4,
  "next_attempt_at" = $5
WHERE "id" = $6 AND "job_id" = $7 AND "status" = 'sending'
RETURNING "webhook_id";
COMMIT;

-- DeliveriesRepository.failed (retried)
START TRANSACTION;
UPDATE "webhook_deliveries"
SET
  "status" = $1,
  "response_code" = $2,
  "error" = $3,
  "sending_since" = $4,
  "next_attempt_at" = $5,
  "job_id" = $6
WHERE "id" = $7 AND "job_id" = $8 AND "status" = 'sending'
RETURNING "webhook_id";
COMMIT;

-- DeliveriesRepository.failed (given up)
START TRANSACTION;
UPDATE "webhook_deliveries"
SET
  "status" = $1,
  "response_code" = $2,
  "error" = $3,
  "sending_since" = $4,
  "next_attempt_at" = $5
WHERE "id" = $6 AND "job_id" = $7 AND "status" = 'sending'
RETURNING "webhook_id";
COMMIT;

-- DeliveriesRepository.sweep
START TRANSACTION;
UPDATE webhook_deliveries SET status = 'pending', job_id = gen_random_uuid(), sending_since = NULL
WHERE status = 'sending' AND sending_since < now() - make_interval(secs => $1)
RETURNING id, job_id AS "jobId";
DELETE FROM webhook_deliveries
WHERE status IN ('delivered', 'failed') AND created_at < now() - make_interval(days => $1);
COMMIT;
