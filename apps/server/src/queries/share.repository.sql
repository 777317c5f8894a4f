-- Written by `npm run sql:snapshot` from the @Sql examples of share/share.repository.ts: do not edit.

-- ShareRepository.findTarget (opening)
SELECT
  "e"."id" AS "e_id",
  "e"."conversation_id" AS "e_conversation_id",
  "e"."owner_id" AS "e_owner_id",
  "e"."kind" AS "e_kind",
  "e"."order_index" AS "e_order_index",
  "e"."user_text" AS "e_user_text",
  "e"."answers" AS "e_answers",
  "e"."reply_text" AS "e_reply_text",
  "e"."reply_status" AS "e_reply_status",
  "e"."reply_error" AS "e_reply_error",
  "e"."reply_by" AS "e_reply_by",
  "e"."reply_job_id" AS "e_reply_job_id",
  "e"."reply_heartbeat_at" AS "e_reply_heartbeat_at",
  "e"."file_id" AS "e_file_id",
  "e"."shared_at" AS "e_shared_at",
  "e"."share_expires_at" AS "e_share_expires_at",
  "e"."share_revoked_at" AS "e_share_revoked_at",
  "e"."mood" AS "e_mood",
  "e"."edited_at" AS "e_edited_at",
  "e"."created_at" AS "e_created_at",
  "e"."updated_at" AS "e_updated_at",
  "c"."id" AS "c_id",
  "c"."owner_id" AS "c_owner_id",
  "c"."topic" AS "c_topic",
  "c"."project_name" AS "c_project_name",
  "c"."title" AS "c_title",
  "c"."created_at" AS "c_created_at",
  "c"."updated_at" AS "c_updated_at",
  "f"."id" AS "f_id",
  "f"."owner_id" AS "f_owner_id",
  "f"."name" AS "f_name",
  "f"."mime" AS "f_mime",
  "f"."size" AS "f_size",
  "f"."sha256" AS "f_sha256",
  "f"."storage_key" AS "f_storage_key",
  "f"."extracted_text" AS "f_extracted_text",
  "f"."created_at" AS "f_created_at"
FROM "entries" "e"
INNER JOIN "conversations" "c" ON "c"."id"="e"."conversation_id"
LEFT JOIN "files" "f" ON "f"."id"="e"."file_id"
WHERE "e"."conversation_id" = $1 AND "e"."kind" = 'opening';

-- ShareRepository.findTarget (continuation)
SELECT
  "e"."id" AS "e_id",
  "e"."conversation_id" AS "e_conversation_id",
  "e"."owner_id" AS "e_owner_id",
  "e"."kind" AS "e_kind",
  "e"."order_index" AS "e_order_index",
  "e"."user_text" AS "e_user_text",
  "e"."answers" AS "e_answers",
  "e"."reply_text" AS "e_reply_text",
  "e"."reply_status" AS "e_reply_status",
  "e"."reply_error" AS "e_reply_error",
  "e"."reply_by" AS "e_reply_by",
  "e"."reply_job_id" AS "e_reply_job_id",
  "e"."reply_heartbeat_at" AS "e_reply_heartbeat_at",
  "e"."file_id" AS "e_file_id",
  "e"."shared_at" AS "e_shared_at",
  "e"."share_expires_at" AS "e_share_expires_at",
  "e"."share_revoked_at" AS "e_share_revoked_at",
  "e"."mood" AS "e_mood",
  "e"."edited_at" AS "e_edited_at",
  "e"."created_at" AS "e_created_at",
  "e"."updated_at" AS "e_updated_at",
  "c"."id" AS "c_id",
  "c"."owner_id" AS "c_owner_id",
  "c"."topic" AS "c_topic",
  "c"."project_name" AS "c_project_name",
  "c"."title" AS "c_title",
  "c"."created_at" AS "c_created_at",
  "c"."updated_at" AS "c_updated_at",
  "f"."id" AS "f_id",
  "f"."owner_id" AS "f_owner_id",
  "f"."name" AS "f_name",
  "f"."mime" AS "f_mime",
  "f"."size" AS "f_size",
  "f"."sha256" AS "f_sha256",
  "f"."storage_key" AS "f_storage_key",
  "f"."extracted_text" AS "f_extracted_text",
  "f"."created_at" AS "f_created_at"
FROM "entries" "e"
INNER JOIN "conversations" "c" ON "c"."id"="e"."conversation_id"
LEFT JOIN "files" "f" ON "f"."id"="e"."file_id"
WHERE "e"."conversation_id" = $1 AND "e"."kind" = 'continuation'
ORDER BY "e"."order_index" ASC
LIMIT 1
OFFSET 0;

-- ShareRepository.findTarget (note)
SELECT
  "e"."id" AS "e_id",
  "e"."conversation_id" AS "e_conversation_id",
  "e"."owner_id" AS "e_owner_id",
  "e"."kind" AS "e_kind",
  "e"."order_index" AS "e_order_index",
  "e"."user_text" AS "e_user_text",
  "e"."answers" AS "e_answers",
  "e"."reply_text" AS "e_reply_text",
  "e"."reply_status" AS "e_reply_status",
  "e"."reply_error" AS "e_reply_error",
  "e"."reply_by" AS "e_reply_by",
  "e"."reply_job_id" AS "e_reply_job_id",
  "e"."reply_heartbeat_at" AS "e_reply_heartbeat_at",
  "e"."file_id" AS "e_file_id",
  "e"."shared_at" AS "e_shared_at",
  "e"."share_expires_at" AS "e_share_expires_at",
  "e"."share_revoked_at" AS "e_share_revoked_at",
  "e"."mood" AS "e_mood",
  "e"."edited_at" AS "e_edited_at",
  "e"."created_at" AS "e_created_at",
  "e"."updated_at" AS "e_updated_at",
  "c"."id" AS "c_id",
  "c"."owner_id" AS "c_owner_id",
  "c"."topic" AS "c_topic",
  "c"."project_name" AS "c_project_name",
  "c"."title" AS "c_title",
  "c"."created_at" AS "c_created_at",
  "c"."updated_at" AS "c_updated_at",
  "f"."id" AS "f_id",
  "f"."owner_id" AS "f_owner_id",
  "f"."name" AS "f_name",
  "f"."mime" AS "f_mime",
  "f"."size" AS "f_size",
  "f"."sha256" AS "f_sha256",
  "f"."storage_key" AS "f_storage_key",
  "f"."extracted_text" AS "f_extracted_text",
  "f"."created_at" AS "f_created_at"
FROM "entries" "e"
INNER JOIN "conversations" "c" ON "c"."id"="e"."conversation_id"
LEFT JOIN "files" "f" ON "f"."id"="e"."file_id"
WHERE "e"."conversation_id" = $1 AND "e"."kind" = 'note' AND "e"."id" = $2;

-- ShareRepository.findOwnedEntry
SELECT
  "e"."id" AS "e_id",
  "e"."conversation_id" AS "e_conversation_id",
  "e"."owner_id" AS "e_owner_id",
  "e"."kind" AS "e_kind",
  "e"."order_index" AS "e_order_index",
  "e"."user_text" AS "e_user_text",
  "e"."answers" AS "e_answers",
  "e"."reply_text" AS "e_reply_text",
  "e"."reply_status" AS "e_reply_status",
  "e"."reply_error" AS "e_reply_error",
  "e"."reply_by" AS "e_reply_by",
  "e"."reply_job_id" AS "e_reply_job_id",
  "e"."reply_heartbeat_at" AS "e_reply_heartbeat_at",
  "e"."file_id" AS "e_file_id",
  "e"."shared_at" AS "e_shared_at",
  "e"."share_expires_at" AS "e_share_expires_at",
  "e"."share_revoked_at" AS "e_share_revoked_at",
  "e"."mood" AS "e_mood",
  "e"."edited_at" AS "e_edited_at",
  "e"."created_at" AS "e_created_at",
  "e"."updated_at" AS "e_updated_at",
  "c"."id" AS "c_id",
  "c"."owner_id" AS "c_owner_id",
  "c"."topic" AS "c_topic",
  "c"."project_name" AS "c_project_name",
  "c"."title" AS "c_title",
  "c"."created_at" AS "c_created_at",
  "c"."updated_at" AS "c_updated_at",
  "f"."id" AS "f_id",
  "f"."owner_id" AS "f_owner_id",
  "f"."name" AS "f_name",
  "f"."mime" AS "f_mime",
  "f"."size" AS "f_size",
  "f"."sha256" AS "f_sha256",
  "f"."storage_key" AS "f_storage_key",
  "f"."extracted_text" AS "f_extracted_text",
  "f"."created_at" AS "f_created_at"
FROM "entries" "e"
INNER JOIN "conversations" "c" ON "c"."id"="e"."conversation_id"
LEFT JOIN "files" "f" ON "f"."id"="e"."file_id"
WHERE "e"."id" = $1 AND "e"."owner_id" = $2;

-- ShareRepository.setShared (with an expiry)
UPDATE "entries"
SET
  "shared_at" = CASE WHEN ("shared_at" IS NOT NULL AND ("share_expires_at" IS NULL OR "share_expires_at" > now())) THEN "shared_at" ELSE now() END,
  "share_expires_at" = $1,
  "share_revoked_at" = $2,
  "updated_at" = "updated_at"
WHERE "id" = $3 AND "owner_id" = $4
RETURNING *;

-- ShareRepository.setShared (keeping a live link's expiry)
UPDATE "entries"
SET
  "shared_at" = CASE WHEN ("shared_at" IS NOT NULL AND ("share_expires_at" IS NULL OR "share_expires_at" > now())) THEN "shared_at" ELSE now() END,
  "share_expires_at" = CASE WHEN ("shared_at" IS NOT NULL AND ("share_expires_at" IS NULL OR "share_expires_at" > now())) THEN "share_expires_at" END,
  "share_revoked_at" = $1,
  "updated_at" = "updated_at"
WHERE "id" = $2 AND "owner_id" = $3
RETURNING *;

-- ShareRepository.setShared (unshared)
UPDATE "entries"
SET
  "shared_at" = $1,
  "share_expires_at" = $2,
  "share_revoked_at" = CASE WHEN "shared_at" IS NOT NULL THEN now() ELSE "share_revoked_at" END,
  "updated_at" = "updated_at"
WHERE "id" = $3 AND "owner_id" = $4
RETURNING *;

-- ShareRepository.continuationIndexes
SELECT e.id, (
  SELECT count(*)::int FROM entries earlier
  WHERE earlier.conversation_id = e.conversation_id
    AND earlier.kind = 'continuation'
    AND earlier.order_index < e.order_index
) AS position
FROM entries e
WHERE e.id = ANY($1::uuid[]);

-- ShareRepository.listShared
SELECT
  "e"."id" AS "e_id",
  "e"."conversation_id" AS "e_conversation_id",
  "e"."owner_id" AS "e_owner_id",
  "e"."kind" AS "e_kind",
  "e"."order_index" AS "e_order_index",
  "e"."user_text" AS "e_user_text",
  "e"."answers" AS "e_answers",
  "e"."reply_text" AS "e_reply_text",
  "e"."reply_status" AS "e_reply_status",
  "e"."reply_error" AS "e_reply_error",
  "e"."reply_by" AS "e_reply_by",
  "e"."reply_job_id" AS "e_reply_job_id",
  "e"."reply_heartbeat_at" AS "e_reply_heartbeat_at",
  "e"."file_id" AS "e_file_id",
  "e"."shared_at" AS "e_shared_at",
  "e"."share_expires_at" AS "e_share_expires_at",
  "e"."share_revoked_at" AS "e_share_revoked_at",
  "e"."mood" AS "e_mood",
  "e"."edited_at" AS "e_edited_at",
  "e"."created_at" AS "e_created_at",
  "e"."updated_at" AS "e_updated_at",
  "c"."id" AS "c_id",
  "c"."owner_id" AS "c_owner_id",
  "c"."topic" AS "c_topic",
  "c"."project_name" AS "c_project_name",
  "c"."title" AS "c_title",
  "c"."created_at" AS "c_created_at",
  "c"."updated_at" AS "c_updated_at"
FROM "entries" "e"
INNER JOIN "conversations" "c" ON "c"."id"="e"."conversation_id"
WHERE "e"."owner_id" = $1 AND "e"."shared_at" IS NOT NULL
ORDER BY "e"."shared_at" DESC, "e"."id" DESC
LIMIT 20
OFFSET 0;
SELECT COUNT(DISTINCT("e"."id")) AS "cnt"
FROM "entries" "e"
INNER JOIN "conversations" "c" ON "c"."id"="e"."conversation_id"
WHERE "e"."owner_id" = $1 AND "e"."shared_at" IS NOT NULL;
