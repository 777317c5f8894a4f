-- Written by `npm run sql:snapshot` from the @Sql examples of journal-transfer/journal-transfer.repository.ts: do not edit.

-- JournalTransferRepository.conversationPage (first page)
SELECT
  "c"."id" AS "c_id",
  "c"."owner_id" AS "c_owner_id",
  "c"."topic" AS "c_topic",
  "c"."project_name" AS "c_project_name",
  "c"."title" AS "c_title",
  "c"."created_at" AS "c_created_at",
  "c"."updated_at" AS "c_updated_at"
FROM "conversations" "c"
WHERE "c"."owner_id" = $1
ORDER BY date_trunc('milliseconds', "c"."created_at") ASC, "c"."id" ASC
LIMIT 50;

-- JournalTransferRepository.conversationPage (next page)
SELECT
  "c"."id" AS "c_id",
  "c"."owner_id" AS "c_owner_id",
  "c"."topic" AS "c_topic",
  "c"."project_name" AS "c_project_name",
  "c"."title" AS "c_title",
  "c"."created_at" AS "c_created_at",
  "c"."updated_at" AS "c_updated_at"
FROM "conversations" "c"
WHERE "c"."owner_id" = $1 AND (date_trunc('milliseconds', "c"."created_at"), "c"."id") > ($2, $3)
ORDER BY date_trunc('milliseconds', "c"."created_at") ASC, "c"."id" ASC
LIMIT 50;

-- JournalTransferRepository.entryPage
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
  "file"."id" AS "file_id",
  "file"."owner_id" AS "file_owner_id",
  "file"."name" AS "file_name",
  "file"."mime" AS "file_mime",
  "file"."size" AS "file_size",
  "file"."sha256" AS "file_sha256",
  "file"."storage_key" AS "file_storage_key",
  "file"."extracted_text" AS "file_extracted_text",
  "file"."created_at" AS "file_created_at"
FROM "entries" "e"
LEFT JOIN "files" "file" ON "file"."id"="e"."file_id"
WHERE "e"."owner_id" = $1 AND "e"."conversation_id" = ANY(CAST($2 AS uuid[])) AND (array_position(CAST($2 AS uuid[]), "e"."conversation_id"), "e"."order_index") > ($3, $4)
ORDER BY array_position(CAST($2 AS uuid[]), "e"."conversation_id") ASC, "e"."order_index" ASC
LIMIT 200;

-- JournalTransferRepository.lastImported
SELECT max("i"."imported_at") AS "at"
FROM "journal_imports" "i"
WHERE "i"."owner_id" = $1 AND "i"."fingerprint" = $2;

-- JournalTransferRepository.insertImport
START TRANSACTION;
SELECT "user"."id" AS "user_id"
FROM "users" "user"
WHERE "user"."id" = $1
FOR SHARE;
INSERT INTO "files"("id", "owner_id", "name", "mime", "size", "sha256", "storage_key", "extracted_text", "created_at")
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9);
INSERT INTO "conversations"("id", "owner_id", "topic", "project_name", "title", "summary", "summary_through", "summary_job_id", "summary_asked_at", "created_at", "updated_at")
VALUES ($1, $2, $3, $4, $5, DEFAULT, DEFAULT, DEFAULT, DEFAULT, $6, $7);
INSERT INTO "entries"("id", "conversation_id", "owner_id", "kind", "order_index", "user_text", "answers", "reply_text", "reply_status", "reply_error", "reply_by", "reply_job_id", "reply_heartbeat_at", "file_id", "shared_at", "share_expires_at", "share_revoked_at", "mood", "edited_at", "created_at", "updated_at")
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21);
INSERT INTO "journal_answers"("id", "owner_id", "question", "status", "text", "error", "written_by", "citations", "job_id", "heartbeat_at", "attempts", "created_at", "updated_at")
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13);
INSERT INTO "journal_imports"("id", "owner_id", "fingerprint", "imported_at")
VALUES (DEFAULT, $1, $2, DEFAULT)
RETURNING "id", "imported_at";
COMMIT;
