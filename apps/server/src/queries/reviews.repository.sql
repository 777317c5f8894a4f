-- Written by `npm run sql:snapshot` from the @Sql examples of looking-back/reviews/reviews.repository.ts: do not edit.

-- ReviewsRepository.stats
WITH e AS (
  SELECT e.conversation_id, e.mood, c.topic, (e.created_at AT TIME ZONE $2)::date AS day,
         CASE WHEN e.answers IS NULL THEN e.user_text
              ELSE (SELECT coalesce(string_agg(a->>'answer', ' '), '') FROM jsonb_array_elements(e.answers) a)
         END AS words
    FROM entries e
    JOIN conversations c ON c.id = e.conversation_id
   WHERE e.owner_id = $1
   AND e.kind IN ('opening', 'continuation')
   AND e.created_at >= ($3::timestamp AT TIME ZONE $2)
   AND e.created_at < ($4::timestamp AT TIME ZONE $2)
)
SELECT json_build_object(
  'entries', (SELECT count(*) FROM e),
  'conversations', (SELECT count(DISTINCT conversation_id) FROM e),
  'words', (SELECT coalesce(sum(cardinality(regexp_split_to_array(btrim(words), '\s+'))), 0)
              FROM e WHERE btrim(words) <> ''),
  'daysWritten', (SELECT count(DISTINCT day) FROM e),
  'topics', (SELECT coalesce(json_agg(t ORDER BY t.entries DESC, t.topic), '[]')
               FROM (SELECT topic, count(*)::int AS entries FROM e GROUP BY topic) t),
  'moods', (SELECT coalesce(json_agg(m ORDER BY m.mood), '[]')
              FROM (SELECT mood, count(*)::int AS entries FROM e WHERE mood IS NOT NULL GROUP BY mood) m),
  'days', (SELECT coalesce(json_agg(d ORDER BY d.date), '[]')
             FROM (SELECT to_char(day, 'YYYY-MM-DD') AS date, count(*)::int AS entries,
                          avg(mood)::float8 AS "moodAverage"
                     FROM e GROUP BY day) d)
) AS stats;

-- ReviewsRepository.quotable
SELECT e.id, e.conversation_id, e.kind, e.user_text, e.answers, e.mood, e.created_at,
      to_char(e.created_at AT TIME ZONE $2, 'YYYY-MM-DD') AS local_day,
      c.project_name, c.title, c.topic
 FROM entries e
 JOIN conversations c ON c.id = e.conversation_id
WHERE e.owner_id = $1
  AND e.kind IN ('opening', 'continuation')
  AND e.created_at >= ($3::timestamp AT TIME ZONE $2)
  AND e.created_at < ($4::timestamp AT TIME ZONE $2)
ORDER BY (e.mood IN (1, 5)) DESC NULLS LAST, length(e.user_text) DESC, e.created_at
LIMIT $5;

-- ReviewsRepository.insert
INSERT INTO "reviews"("id", "owner_id", "period", "start_day", "end_day", "time_zone", "status", "text", "error", "written_by", "stats", "citations", "job_id", "heartbeat_at", "attempts", "created_at", "updated_at")
VALUES (DEFAULT, $1, $2, $3, $4, $5, $6, DEFAULT, DEFAULT, DEFAULT, $7, $8, $9, now(), DEFAULT, DEFAULT, DEFAULT)
RETURNING id;
SELECT
  "ReviewEntity"."id" AS "ReviewEntity_id",
  "ReviewEntity"."owner_id" AS "ReviewEntity_owner_id",
  "ReviewEntity"."period" AS "ReviewEntity_period",
  "ReviewEntity"."start_day" AS "ReviewEntity_start_day",
  "ReviewEntity"."end_day" AS "ReviewEntity_end_day",
  "ReviewEntity"."time_zone" AS "ReviewEntity_time_zone",
  "ReviewEntity"."status" AS "ReviewEntity_status",
  "ReviewEntity"."text" AS "ReviewEntity_text",
  "ReviewEntity"."error" AS "ReviewEntity_error",
  "ReviewEntity"."written_by" AS "ReviewEntity_written_by",
  "ReviewEntity"."stats" AS "ReviewEntity_stats",
  "ReviewEntity"."citations" AS "ReviewEntity_citations",
  "ReviewEntity"."job_id" AS "ReviewEntity_job_id",
  "ReviewEntity"."heartbeat_at" AS "ReviewEntity_heartbeat_at",
  "ReviewEntity"."attempts" AS "ReviewEntity_attempts",
  "ReviewEntity"."created_at" AS "ReviewEntity_created_at",
  "ReviewEntity"."updated_at" AS "ReviewEntity_updated_at"
FROM "reviews" "ReviewEntity"
WHERE (("ReviewEntity"."id" = $1))
LIMIT 1;

-- ReviewsRepository.find
SELECT
  "ReviewEntity"."id" AS "ReviewEntity_id",
  "ReviewEntity"."owner_id" AS "ReviewEntity_owner_id",
  "ReviewEntity"."period" AS "ReviewEntity_period",
  "ReviewEntity"."start_day" AS "ReviewEntity_start_day",
  "ReviewEntity"."end_day" AS "ReviewEntity_end_day",
  "ReviewEntity"."time_zone" AS "ReviewEntity_time_zone",
  "ReviewEntity"."status" AS "ReviewEntity_status",
  "ReviewEntity"."text" AS "ReviewEntity_text",
  "ReviewEntity"."error" AS "ReviewEntity_error",
  "ReviewEntity"."written_by" AS "ReviewEntity_written_by",
  "ReviewEntity"."stats" AS "ReviewEntity_stats",
  "ReviewEntity"."citations" AS "ReviewEntity_citations",
  "ReviewEntity"."job_id" AS "ReviewEntity_job_id",
  "ReviewEntity"."heartbeat_at" AS "ReviewEntity_heartbeat_at",
  "ReviewEntity"."attempts" AS "ReviewEntity_attempts",
  "ReviewEntity"."created_at" AS "ReviewEntity_created_at",
  "ReviewEntity"."updated_at" AS "ReviewEntity_updated_at"
FROM "reviews" "ReviewEntity"
WHERE (("ReviewEntity"."id" = $1) AND ("ReviewEntity"."owner_id" = $2))
LIMIT 1;

-- ReviewsRepository.findForPeriod
SELECT
  "r"."id" AS "r_id",
  "r"."owner_id" AS "r_owner_id",
  "r"."period" AS "r_period",
  "r"."start_day" AS "r_start_day",
  "r"."end_day" AS "r_end_day",
  "r"."time_zone" AS "r_time_zone",
  "r"."status" AS "r_status",
  "r"."text" AS "r_text",
  "r"."error" AS "r_error",
  "r"."written_by" AS "r_written_by",
  "r"."stats" AS "r_stats",
  "r"."citations" AS "r_citations",
  "r"."job_id" AS "r_job_id",
  "r"."heartbeat_at" AS "r_heartbeat_at",
  "r"."attempts" AS "r_attempts",
  "r"."created_at" AS "r_created_at",
  "r"."updated_at" AS "r_updated_at"
FROM "reviews" "r"
WHERE "r"."owner_id" = $1 AND "r"."period" = $2 AND "r"."start_day" = $3 AND "r"."status" <> 'failed'
ORDER BY "r"."created_at" DESC;

-- ReviewsRepository.findById
SELECT
  "ReviewEntity"."id" AS "ReviewEntity_id",
  "ReviewEntity"."owner_id" AS "ReviewEntity_owner_id",
  "ReviewEntity"."period" AS "ReviewEntity_period",
  "ReviewEntity"."start_day" AS "ReviewEntity_start_day",
  "ReviewEntity"."end_day" AS "ReviewEntity_end_day",
  "ReviewEntity"."time_zone" AS "ReviewEntity_time_zone",
  "ReviewEntity"."status" AS "ReviewEntity_status",
  "ReviewEntity"."text" AS "ReviewEntity_text",
  "ReviewEntity"."error" AS "ReviewEntity_error",
  "ReviewEntity"."written_by" AS "ReviewEntity_written_by",
  "ReviewEntity"."stats" AS "ReviewEntity_stats",
  "ReviewEntity"."citations" AS "ReviewEntity_citations",
  "ReviewEntity"."job_id" AS "ReviewEntity_job_id",
  "ReviewEntity"."heartbeat_at" AS "ReviewEntity_heartbeat_at",
  "ReviewEntity"."attempts" AS "ReviewEntity_attempts",
  "ReviewEntity"."created_at" AS "ReviewEntity_created_at",
  "ReviewEntity"."updated_at" AS "ReviewEntity_updated_at"
FROM "reviews" "ReviewEntity"
WHERE (("ReviewEntity"."id" = $1))
LIMIT 1;

-- ReviewsRepository.page
SELECT
  "ReviewEntity"."id" AS "ReviewEntity_id",
  "ReviewEntity"."owner_id" AS "ReviewEntity_owner_id",
  "ReviewEntity"."period" AS "ReviewEntity_period",
  "ReviewEntity"."start_day" AS "ReviewEntity_start_day",
  "ReviewEntity"."end_day" AS "ReviewEntity_end_day",
  "ReviewEntity"."time_zone" AS "ReviewEntity_time_zone",
  "ReviewEntity"."status" AS "ReviewEntity_status",
  "ReviewEntity"."text" AS "ReviewEntity_text",
  "ReviewEntity"."error" AS "ReviewEntity_error",
  "ReviewEntity"."written_by" AS "ReviewEntity_written_by",
  "ReviewEntity"."stats" AS "ReviewEntity_stats",
  "ReviewEntity"."citations" AS "ReviewEntity_citations",
  "ReviewEntity"."job_id" AS "ReviewEntity_job_id",
  "ReviewEntity"."heartbeat_at" AS "ReviewEntity_heartbeat_at",
  "ReviewEntity"."attempts" AS "ReviewEntity_attempts",
  "ReviewEntity"."created_at" AS "ReviewEntity_created_at",
  "ReviewEntity"."updated_at" AS "ReviewEntity_updated_at"
FROM "reviews" "ReviewEntity"
WHERE (("ReviewEntity"."owner_id" = $1))
ORDER BY "ReviewEntity"."created_at" DESC, "ReviewEntity"."id" DESC
LIMIT 20
OFFSET 0;

-- ReviewsRepository.delete
DELETE FROM "reviews"
WHERE ("id" = $1 AND "owner_id" = $2);

-- ReviewsRepository.claim
UPDATE "reviews"
SET
  "heartbeat_at" = now(),
  "attempts" = "attempts" + 1,
  "updated_at" = CURRENT_TIMESTAMP
WHERE "id" = $1 AND "job_id" = $2 AND "status" = 'pending';
SELECT
  "ReviewEntity"."id" AS "ReviewEntity_id",
  "ReviewEntity"."owner_id" AS "ReviewEntity_owner_id",
  "ReviewEntity"."period" AS "ReviewEntity_period",
  "ReviewEntity"."start_day" AS "ReviewEntity_start_day",
  "ReviewEntity"."end_day" AS "ReviewEntity_end_day",
  "ReviewEntity"."time_zone" AS "ReviewEntity_time_zone",
  "ReviewEntity"."status" AS "ReviewEntity_status",
  "ReviewEntity"."text" AS "ReviewEntity_text",
  "ReviewEntity"."error" AS "ReviewEntity_error",
  "ReviewEntity"."written_by" AS "ReviewEntity_written_by",
  "ReviewEntity"."stats" AS "ReviewEntity_stats",
  "ReviewEntity"."citations" AS "ReviewEntity_citations",
  "ReviewEntity"."job_id" AS "ReviewEntity_job_id",
  "ReviewEntity"."heartbeat_at" AS "ReviewEntity_heartbeat_at",
  "ReviewEntity"."attempts" AS "ReviewEntity_attempts",
  "ReviewEntity"."created_at" AS "ReviewEntity_created_at",
  "ReviewEntity"."updated_at" AS "ReviewEntity_updated_at"
FROM "reviews" "ReviewEntity"
WHERE (("ReviewEntity"."id" = $1))
LIMIT 1;

-- ReviewsRepository.beat
UPDATE "reviews"
SET
  "heartbeat_at" = now(),
  "updated_at" = CURRENT_TIMESTAMP
WHERE "id" = $1 AND "job_id" = $2 AND "status" = 'pending';

-- ReviewsRepository.store
UPDATE "reviews"
SET
  "status" = $1,
  "text" = $2,
  "error" = $3,
  "written_by" = $4,
  "heartbeat_at" = now(),
  "updated_at" = CURRENT_TIMESTAMP
WHERE "id" = $5 AND "job_id" = $6 AND "status" = 'pending';

-- ReviewsRepository.fail
UPDATE "reviews"
SET
  "status" = $1,
  "text" = $2,
  "error" = $3,
  "heartbeat_at" = now(),
  "updated_at" = CURRENT_TIMESTAMP
WHERE "id" = $4 AND "job_id" = $5 AND "status" = 'pending';

-- ReviewsRepository.assignJob
UPDATE "reviews"
SET
  "job_id" = $1,
  "text" = $2,
  "heartbeat_at" = now(),
  "updated_at" = CURRENT_TIMESTAMP
WHERE "id" = $3 AND "status" = 'pending' AND "job_id" IS NOT DISTINCT
FROM $4;

-- ReviewsRepository.stale
SELECT id, owner_id, job_id, attempts FROM reviews
WHERE status = 'pending' AND heartbeat_at < now() - make_interval(secs => $1);
