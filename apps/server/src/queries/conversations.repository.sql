-- Written by `npm run sql:snapshot` from the @Sql examples of conversations/conversations.repository.ts: do not edit.

-- ConversationsRepository.createWithOpening
START TRANSACTION;
INSERT INTO "conversations"("id", "owner_id", "topic", "project_name", "title", "summary", "summary_through", "summary_job_id", "summary_asked_at", "created_at", "updated_at")
VALUES (DEFAULT, $1, $2, $3, DEFAULT, DEFAULT, DEFAULT, DEFAULT, DEFAULT, DEFAULT, DEFAULT)
RETURNING *;
INSERT INTO "entries"("id", "conversation_id", "owner_id", "kind", "order_index", "user_text", "answers", "reply_text", "reply_status", "reply_error", "reply_by", "reply_job_id", "reply_heartbeat_at", "file_id", "shared_at", "share_expires_at", "share_revoked_at", "mood", "edited_at", "created_at", "updated_at")
VALUES (DEFAULT, $1, $2, $3, $4, $5, $6, DEFAULT, $7, DEFAULT, DEFAULT, $8, now(), $9, DEFAULT, DEFAULT, DEFAULT, DEFAULT, DEFAULT, DEFAULT, DEFAULT)
RETURNING *;
COMMIT;

-- ConversationsRepository.findConversation
SELECT
  "c"."id" AS "c_id",
  "c"."owner_id" AS "c_owner_id",
  "c"."topic" AS "c_topic",
  "c"."project_name" AS "c_project_name",
  "c"."title" AS "c_title",
  "c"."created_at" AS "c_created_at",
  "c"."updated_at" AS "c_updated_at"
FROM "conversations" "c"
WHERE "c"."id" = $1 AND "c"."owner_id" = $2;

-- ConversationsRepository.listConversations
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
ORDER BY "c"."updated_at" DESC, "c"."id" DESC
LIMIT 20
OFFSET 0;

-- ConversationsRepository.listWithOpenings (a page)
WITH page AS (
  SELECT c.id, c.owner_id, c.topic, c.project_name, c.title, c.created_at, c.updated_at
    FROM conversations c
   WHERE c.owner_id = $1
   ORDER BY c.updated_at DESC, c.id DESC
  OFFSET $2 LIMIT $3
)
SELECT c.*,
       e.id AS e_id, e.conversation_id AS e_conversation_id, e.owner_id AS e_owner_id, e.kind AS e_kind,
       e.order_index AS e_order_index, e.user_text AS e_user_text, e.answers AS e_answers,
       e.reply_text AS e_reply_text, e.reply_status AS e_reply_status, e.reply_error AS e_reply_error,
       e.reply_by AS e_reply_by,
       e.reply_job_id AS e_reply_job_id, e.reply_heartbeat_at AS e_reply_heartbeat_at,
       e.file_id AS e_file_id, e.shared_at AS e_shared_at, e.share_expires_at AS e_share_expires_at,
       e.share_revoked_at AS e_share_revoked_at, e.mood AS e_mood,
       e.edited_at AS e_edited_at, e.created_at AS e_created_at, e.updated_at AS e_updated_at,
       f.name AS f_name, f.mime AS f_mime, f.size AS f_size,
       (SELECT count(*)::int FROM conversations c WHERE c.owner_id = $1) AS total
  FROM page c
  LEFT JOIN entries e ON e.conversation_id = c.id AND e.kind = 'opening'
  LEFT JOIN files f ON f.id = e.file_id
 ORDER BY c.updated_at DESC, c.id DESC;

-- ConversationsRepository.listWithOpenings (past the end: the count alone)
WITH page AS (
  SELECT c.id, c.owner_id, c.topic, c.project_name, c.title, c.created_at, c.updated_at
    FROM conversations c
   WHERE c.owner_id = $1
   ORDER BY c.updated_at DESC, c.id DESC
  OFFSET $2 LIMIT $3
)
SELECT c.*,
       e.id AS e_id, e.conversation_id AS e_conversation_id, e.owner_id AS e_owner_id, e.kind AS e_kind,
       e.order_index AS e_order_index, e.user_text AS e_user_text, e.answers AS e_answers,
       e.reply_text AS e_reply_text, e.reply_status AS e_reply_status, e.reply_error AS e_reply_error,
       e.reply_by AS e_reply_by,
       e.reply_job_id AS e_reply_job_id, e.reply_heartbeat_at AS e_reply_heartbeat_at,
       e.file_id AS e_file_id, e.shared_at AS e_shared_at, e.share_expires_at AS e_share_expires_at,
       e.share_revoked_at AS e_share_revoked_at, e.mood AS e_mood,
       e.edited_at AS e_edited_at, e.created_at AS e_created_at, e.updated_at AS e_updated_at,
       f.name AS f_name, f.mime AS f_mime, f.size AS f_size,
       (SELECT count(*)::int FROM conversations c WHERE c.owner_id = $1) AS total
  FROM page c
  LEFT JOIN entries e ON e.conversation_id = c.id AND e.kind = 'opening'
  LEFT JOIN files f ON f.id = e.file_id
 ORDER BY c.updated_at DESC, c.id DESC;
SELECT count(*)::int AS total
FROM conversations
WHERE owner_id = $1;

-- ConversationsRepository.listWithOpenings (filtered)
WITH page AS (
  SELECT c.id, c.owner_id, c.topic, c.project_name, c.title, c.created_at, c.updated_at
    FROM conversations c
   WHERE c.owner_id = $1 AND (c.title ILIKE $4 OR c.project_name ILIKE $4 OR c.topic = ANY($5::text[]))
   ORDER BY c.updated_at DESC, c.id DESC
  OFFSET $2 LIMIT $3
)
SELECT c.*,
       e.id AS e_id, e.conversation_id AS e_conversation_id, e.owner_id AS e_owner_id, e.kind AS e_kind,
       e.order_index AS e_order_index, e.user_text AS e_user_text, e.answers AS e_answers,
       e.reply_text AS e_reply_text, e.reply_status AS e_reply_status, e.reply_error AS e_reply_error,
       e.reply_by AS e_reply_by,
       e.reply_job_id AS e_reply_job_id, e.reply_heartbeat_at AS e_reply_heartbeat_at,
       e.file_id AS e_file_id, e.shared_at AS e_shared_at, e.share_expires_at AS e_share_expires_at,
       e.share_revoked_at AS e_share_revoked_at, e.mood AS e_mood,
       e.edited_at AS e_edited_at, e.created_at AS e_created_at, e.updated_at AS e_updated_at,
       f.name AS f_name, f.mime AS f_mime, f.size AS f_size,
       (SELECT count(*)::int FROM conversations c WHERE c.owner_id = $1 AND (c.title ILIKE $4 OR c.project_name ILIKE $4 OR c.topic = ANY($5::text[]))) AS total
  FROM page c
  LEFT JOIN entries e ON e.conversation_id = c.id AND e.kind = 'opening'
  LEFT JOIN files f ON f.id = e.file_id
 ORDER BY c.updated_at DESC, c.id DESC;

-- ConversationsRepository.listWithOpenings (filtered, past the end)
WITH page AS (
  SELECT c.id, c.owner_id, c.topic, c.project_name, c.title, c.created_at, c.updated_at
    FROM conversations c
   WHERE c.owner_id = $1 AND (c.title ILIKE $4 OR c.project_name ILIKE $4 OR c.topic = ANY($5::text[]))
   ORDER BY c.updated_at DESC, c.id DESC
  OFFSET $2 LIMIT $3
)
SELECT c.*,
       e.id AS e_id, e.conversation_id AS e_conversation_id, e.owner_id AS e_owner_id, e.kind AS e_kind,
       e.order_index AS e_order_index, e.user_text AS e_user_text, e.answers AS e_answers,
       e.reply_text AS e_reply_text, e.reply_status AS e_reply_status, e.reply_error AS e_reply_error,
       e.reply_by AS e_reply_by,
       e.reply_job_id AS e_reply_job_id, e.reply_heartbeat_at AS e_reply_heartbeat_at,
       e.file_id AS e_file_id, e.shared_at AS e_shared_at, e.share_expires_at AS e_share_expires_at,
       e.share_revoked_at AS e_share_revoked_at, e.mood AS e_mood,
       e.edited_at AS e_edited_at, e.created_at AS e_created_at, e.updated_at AS e_updated_at,
       f.name AS f_name, f.mime AS f_mime, f.size AS f_size,
       (SELECT count(*)::int FROM conversations c WHERE c.owner_id = $1 AND (c.title ILIKE $4 OR c.project_name ILIKE $4 OR c.topic = ANY($5::text[]))) AS total
  FROM page c
  LEFT JOIN entries e ON e.conversation_id = c.id AND e.kind = 'opening'
  LEFT JOIN files f ON f.id = e.file_id
 ORDER BY c.updated_at DESC, c.id DESC;
SELECT count(*)::int AS total
FROM conversations c
WHERE c.owner_id = $1 AND (c.title ILIKE $2 OR c.project_name ILIKE $2 OR c.topic = ANY($3::text[]));

-- ConversationsRepository.rename
UPDATE "conversations"
SET
  "title" = $1,
  "updated_at" = CURRENT_TIMESTAMP
WHERE "id" = $2 AND "owner_id" = $3;

-- ConversationsRepository.delete
START TRANSACTION;
SELECT DISTINCT "e"."file_id" AS "fileId"
FROM "entries" "e"
WHERE "e"."conversation_id" = $1 AND "e"."owner_id" = $2 AND "e"."file_id" IS NOT NULL;
DELETE FROM "conversations"
WHERE "id" = $1 AND "owner_id" = $2;
COMMIT;

-- ConversationsRepository.unreferencedFiles
SELECT DISTINCT "e"."file_id" AS "fileId"
FROM "entries" "e"
WHERE "e"."file_id" IN ($1, $2);
