-- Written by `npm run sql:snapshot` from the @Sql examples of webhooks/webhooks.repository.ts: do not edit.

-- WebhooksRepository.list
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
WHERE (("WebhookEntity"."owner_id" = $1))
ORDER BY "WebhookEntity"."created_at" ASC, "WebhookEntity"."id" ASC;

-- WebhooksRepository.count
SELECT COUNT(1) AS "cnt"
FROM "webhooks" "WebhookEntity"
WHERE (("WebhookEntity"."owner_id" = $1));

-- WebhooksRepository.find
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
WHERE (("WebhookEntity"."id" = $1) AND ("WebhookEntity"."owner_id" = $2))
LIMIT 1;

-- WebhooksRepository.insert
INSERT INTO "webhooks"("id", "owner_id", "url", "events", "secret", "enabled", "disabled_reason", "failing_since", "created_at", "updated_at")
VALUES (DEFAULT, $1, $2, $3, $4, $5, DEFAULT, DEFAULT, DEFAULT, DEFAULT)
RETURNING "id", "enabled", "created_at", "updated_at";

-- WebhooksRepository.update
UPDATE "webhooks"
SET
  "events" = $1,
  "enabled" = $2,
  "disabled_reason" = $3,
  "failing_since" = $4,
  "updated_at" = CURRENT_TIMESTAMP
WHERE "id" = $5 AND "owner_id" = $6;
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
WHERE (("WebhookEntity"."id" = $1) AND ("WebhookEntity"."owner_id" = $2))
LIMIT 1;

-- WebhooksRepository.delete
DELETE FROM "webhooks"
WHERE ("id" = $1 AND "owner_id" = $2);

-- WebhooksRepository.deliveries
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
WHERE (("WebhookDeliveryEntity"."webhook_id" = $1))
ORDER BY "WebhookDeliveryEntity"."seq" DESC
LIMIT 20
OFFSET 0;

-- WebhooksRepository.findDelivery
SELECT
  "d"."id" AS "d_id",
  "d"."seq" AS "d_seq",
  "d"."webhook_id" AS "d_webhook_id",
  "d"."event" AS "d_event",
  "d"."payload" AS "d_payload",
  "d"."status" AS "d_status",
  "d"."response_code" AS "d_response_code",
  "d"."error" AS "d_error",
  "d"."attempts" AS "d_attempts",
  "d"."next_attempt_at" AS "d_next_attempt_at",
  "d"."job_id" AS "d_job_id",
  "d"."sending_since" AS "d_sending_since",
  "d"."delivered_at" AS "d_delivered_at",
  "d"."created_at" AS "d_created_at",
  "w"."id" AS "w_id",
  "w"."owner_id" AS "w_owner_id",
  "w"."url" AS "w_url",
  "w"."events" AS "w_events",
  "w"."secret" AS "w_secret",
  "w"."enabled" AS "w_enabled",
  "w"."disabled_reason" AS "w_disabled_reason",
  "w"."failing_since" AS "w_failing_since",
  "w"."created_at" AS "w_created_at",
  "w"."updated_at" AS "w_updated_at"
FROM "webhook_deliveries" "d"
INNER JOIN "webhooks" "w" ON "w"."id"="d"."webhook_id"
WHERE "d"."id" = $1 AND "w"."owner_id" = $2;

-- WebhooksRepository.redeliver
START TRANSACTION;
INSERT INTO webhook_deliveries (webhook_id, event, payload, status, job_id)
VALUES ($1, $2, $3::jsonb, 'pending', gen_random_uuid())
RETURNING id, job_id AS "jobId";
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
COMMIT;
