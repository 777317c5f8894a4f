-- Written by `npm run sql:snapshot` from the @Sql examples of replies/reply-jobs.repository.ts: do not edit.

-- ReplyJobsRepository.assignJob
UPDATE "entries"
SET
  "reply_job_id" = $1,
  "reply_heartbeat_at" = now(),
  "reply_text" = $2,
  "updated_at" = CURRENT_TIMESTAMP
WHERE "id" = $3 AND "reply_status" = $4 AND "reply_job_id" IS NOT DISTINCT
FROM $5;

-- ReplyJobsRepository.claimRetry (a failed reply)
UPDATE "entries"
SET
  "reply_status" = $1,
  "reply_error" = $2,
  "reply_text" = $3,
  "reply_by" = $4,
  "reply_job_id" = $5,
  "reply_heartbeat_at" = now(),
  "updated_at" = CURRENT_TIMESTAMP
WHERE "id" = $6 AND "reply_status" = 'failed';

-- ReplyJobsRepository.claimRetry (any finished reply)
UPDATE "entries"
SET
  "reply_status" = $1,
  "reply_error" = $2,
  "reply_text" = $3,
  "reply_by" = $4,
  "reply_job_id" = $5,
  "reply_heartbeat_at" = now(),
  "updated_at" = CURRENT_TIMESTAMP
WHERE "id" = $6 AND "reply_status" IN ('failed', 'complete');

-- ReplyJobsRepository.beat
UPDATE "entries"
SET
  "reply_heartbeat_at" = now(),
  "updated_at" = "updated_at"
WHERE "id" = $1 AND "reply_status" = $2 AND "reply_job_id" = $3;

-- ReplyJobsRepository.finish (complete)
UPDATE "entries"
SET
  "reply_status" = $1,
  "reply_text" = $2,
  "reply_error" = $3,
  "reply_by" = $4,
  "updated_at" = CURRENT_TIMESTAMP
WHERE "id" = $5 AND "reply_status" = $6 AND "reply_job_id" = $7;

-- ReplyJobsRepository.finish (failed)
UPDATE "entries"
SET
  "reply_status" = $1,
  "reply_error" = $2,
  "updated_at" = CURRENT_TIMESTAMP
WHERE "id" = $3 AND "reply_status" = $4 AND "reply_job_id" = $5;

-- ReplyJobsRepository.findQuiet
SELECT
  "e"."id" AS "entryId",
  "e"."conversation_id" AS "conversationId",
  "e"."owner_id" AS "ownerId",
  "e"."reply_job_id" AS "jobId"
FROM "entries" "e"
WHERE "e"."reply_status" = 'pending' AND COALESCE(reply_heartbeat_at, updated_at) < now() - make_interval(secs => 20)
ORDER BY "e"."reply_heartbeat_at" ASC NULLS FIRST
LIMIT 100;

-- ReplyJobsRepository.failQuiet
UPDATE "entries"
SET
  "reply_status" = $1,
  "reply_error" = $2,
  "updated_at" = CURRENT_TIMESTAMP
WHERE "id" = $3 AND "reply_status" = $4 AND "reply_job_id" IS NOT DISTINCT
FROM $5 AND COALESCE("reply_heartbeat_at", "updated_at") < now() - make_interval(secs => 20);
