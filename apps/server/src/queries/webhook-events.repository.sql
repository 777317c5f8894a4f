-- Written by `npm run sql:snapshot` from the @Sql examples of webhooks/events/webhook-events.repository.ts: do not edit.

-- WebhookEventsRepository.wantedEvents
SELECT DISTINCT unnest(events) AS event
FROM webhooks
WHERE owner_id = $1 AND enabled;

-- WebhookEventsRepository.record
INSERT INTO webhook_deliveries (webhook_id, event, payload, status, job_id)
SELECT id, $2::text, $3::jsonb, 'pending', gen_random_uuid() FROM webhooks
 WHERE owner_id = $1 AND enabled AND $2::text = ANY(events)
 ORDER BY created_at, id
RETURNING id, job_id AS "jobId";
