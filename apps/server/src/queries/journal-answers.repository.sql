-- Written by `npm run sql:snapshot` from the @Sql examples of journal-answers/journal-answers.repository.ts: do not edit.

-- JournalAnswersRepository.insert
INSERT INTO "journal_answers"("id", "owner_id", "question", "status", "text", "error", "written_by", "citations", "job_id", "heartbeat_at", "attempts", "created_at", "updated_at")
VALUES (DEFAULT, $1, $2, $3, DEFAULT, DEFAULT, DEFAULT, $4, $5, DEFAULT, DEFAULT, DEFAULT, DEFAULT)
RETURNING "id", "citations", "attempts", "created_at", "updated_at";

-- JournalAnswersRepository.pendingCount
SELECT COUNT(1) AS "cnt"
FROM "journal_answers" "JournalAnswerEntity"
WHERE (("JournalAnswerEntity"."owner_id" = $1) AND ("JournalAnswerEntity"."status" = $2));

-- JournalAnswersRepository.find
SELECT
  "JournalAnswerEntity"."id" AS "JournalAnswerEntity_id",
  "JournalAnswerEntity"."owner_id" AS "JournalAnswerEntity_owner_id",
  "JournalAnswerEntity"."question" AS "JournalAnswerEntity_question",
  "JournalAnswerEntity"."status" AS "JournalAnswerEntity_status",
  "JournalAnswerEntity"."text" AS "JournalAnswerEntity_text",
  "JournalAnswerEntity"."error" AS "JournalAnswerEntity_error",
  "JournalAnswerEntity"."written_by" AS "JournalAnswerEntity_written_by",
  "JournalAnswerEntity"."citations" AS "JournalAnswerEntity_citations",
  "JournalAnswerEntity"."job_id" AS "JournalAnswerEntity_job_id",
  "JournalAnswerEntity"."heartbeat_at" AS "JournalAnswerEntity_heartbeat_at",
  "JournalAnswerEntity"."attempts" AS "JournalAnswerEntity_attempts",
  "JournalAnswerEntity"."created_at" AS "JournalAnswerEntity_created_at",
  "JournalAnswerEntity"."updated_at" AS "JournalAnswerEntity_updated_at"
FROM "journal_answers" "JournalAnswerEntity"
WHERE (("JournalAnswerEntity"."id" = $1) AND ("JournalAnswerEntity"."owner_id" = $2))
LIMIT 1;

-- JournalAnswersRepository.page
SELECT
  "JournalAnswerEntity"."id" AS "JournalAnswerEntity_id",
  "JournalAnswerEntity"."owner_id" AS "JournalAnswerEntity_owner_id",
  "JournalAnswerEntity"."question" AS "JournalAnswerEntity_question",
  "JournalAnswerEntity"."status" AS "JournalAnswerEntity_status",
  "JournalAnswerEntity"."text" AS "JournalAnswerEntity_text",
  "JournalAnswerEntity"."error" AS "JournalAnswerEntity_error",
  "JournalAnswerEntity"."written_by" AS "JournalAnswerEntity_written_by",
  "JournalAnswerEntity"."citations" AS "JournalAnswerEntity_citations",
  "JournalAnswerEntity"."job_id" AS "JournalAnswerEntity_job_id",
  "JournalAnswerEntity"."heartbeat_at" AS "JournalAnswerEntity_heartbeat_at",
  "JournalAnswerEntity"."attempts" AS "JournalAnswerEntity_attempts",
  "JournalAnswerEntity"."created_at" AS "JournalAnswerEntity_created_at",
  "JournalAnswerEntity"."updated_at" AS "JournalAnswerEntity_updated_at"
FROM "journal_answers" "JournalAnswerEntity"
WHERE (("JournalAnswerEntity"."owner_id" = $1))
ORDER BY "JournalAnswerEntity"."created_at" DESC, "JournalAnswerEntity"."id" DESC
LIMIT 20
OFFSET 0;

-- JournalAnswersRepository.all
SELECT
  "JournalAnswerEntity"."id" AS "JournalAnswerEntity_id",
  "JournalAnswerEntity"."owner_id" AS "JournalAnswerEntity_owner_id",
  "JournalAnswerEntity"."question" AS "JournalAnswerEntity_question",
  "JournalAnswerEntity"."status" AS "JournalAnswerEntity_status",
  "JournalAnswerEntity"."text" AS "JournalAnswerEntity_text",
  "JournalAnswerEntity"."error" AS "JournalAnswerEntity_error",
  "JournalAnswerEntity"."written_by" AS "JournalAnswerEntity_written_by",
  "JournalAnswerEntity"."citations" AS "JournalAnswerEntity_citations",
  "JournalAnswerEntity"."job_id" AS "JournalAnswerEntity_job_id",
  "JournalAnswerEntity"."heartbeat_at" AS "JournalAnswerEntity_heartbeat_at",
  "JournalAnswerEntity"."attempts" AS "JournalAnswerEntity_attempts",
  "JournalAnswerEntity"."created_at" AS "JournalAnswerEntity_created_at",
  "JournalAnswerEntity"."updated_at" AS "JournalAnswerEntity_updated_at"
FROM "journal_answers" "JournalAnswerEntity"
WHERE (("JournalAnswerEntity"."owner_id" = $1))
ORDER BY "JournalAnswerEntity"."created_at" ASC, "JournalAnswerEntity"."id" ASC;

-- JournalAnswersRepository.delete
DELETE FROM "journal_answers"
WHERE ("id" = $1 AND "owner_id" = $2);

-- JournalAnswersRepository.claim
UPDATE "journal_answers"
SET
  "heartbeat_at" = now(),
  "attempts" = "attempts" + 1,
  "updated_at" = CURRENT_TIMESTAMP
WHERE "id" = $1 AND "job_id" = $2 AND "status" = 'pending';

-- JournalAnswersRepository.beat
UPDATE "journal_answers"
SET
  "heartbeat_at" = now(),
  "updated_at" = CURRENT_TIMESTAMP
WHERE "id" = $1 AND "job_id" = $2 AND "status" = 'pending';

-- JournalAnswersRepository.store
UPDATE "journal_answers"
SET
  "status" = $1,
  "text" = $2,
  "heartbeat_at" = now(),
  "updated_at" = CURRENT_TIMESTAMP
WHERE "id" = $3 AND "job_id" = $4 AND "status" = 'pending';

-- JournalAnswersRepository.fail
UPDATE "journal_answers"
SET
  "status" = $1,
  "text" = $2,
  "error" = $3,
  "heartbeat_at" = now(),
  "updated_at" = CURRENT_TIMESTAMP
WHERE "id" = $4 AND "job_id" = $5 AND "status" = 'pending';

-- JournalAnswersRepository.assignJob
UPDATE "journal_answers"
SET
  "job_id" = $1,
  "text" = $2,
  "heartbeat_at" = now(),
  "updated_at" = CURRENT_TIMESTAMP
WHERE "id" = $3 AND "status" = 'pending' AND "job_id" IS NOT DISTINCT
FROM $4;

-- JournalAnswersRepository.stale
SELECT id, owner_id, job_id, attempts FROM journal_answers
WHERE status = 'pending' AND heartbeat_at < now() - make_interval(secs => $1);
