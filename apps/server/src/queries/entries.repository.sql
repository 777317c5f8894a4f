-- Written by `npm run sql:snapshot` from the @Sql examples of conversations/entries.repository.ts: do not edit.

-- EntriesRepository.append (a continuation, its reply run here)
WITH conversation AS (
  UPDATE conversations SET updated_at = now()
   WHERE id = $1 AND owner_id = $2
  RETURNING id, owner_id, topic, project_name, title, created_at, updated_at
), entry AS (
  INSERT INTO entries (conversation_id, owner_id, kind, order_index, user_text, answers, file_id, reply_status,
                       reply_job_id, reply_heartbeat_at)
  SELECT c.id, c.owner_id, $3,
         (SELECT COALESCE(MAX(order_index), -1) + 1 FROM entries WHERE conversation_id = c.id),
         $4, $5::jsonb, $6, $7, $8, CASE WHEN $8::uuid IS NULL THEN NULL ELSE now() END
    FROM conversation c
  ON CONFLICT (conversation_id, order_index) DO NOTHING
  RETURNING *
)
SELECT c.*,
       e.id AS e_id, e.conversation_id AS e_conversation_id, e.owner_id AS e_owner_id, e.kind AS e_kind,
       e.order_index AS e_order_index, e.user_text AS e_user_text, e.answers AS e_answers,
       e.reply_text AS e_reply_text, e.reply_status AS e_reply_status, e.reply_error AS e_reply_error,
       e.reply_by AS e_reply_by,
       e.reply_job_id AS e_reply_job_id, e.reply_heartbeat_at AS e_reply_heartbeat_at, e.file_id AS e_file_id,
       e.shared_at AS e_shared_at, e.share_expires_at AS e_share_expires_at,
       e.share_revoked_at AS e_share_revoked_at, e.mood AS e_mood, e.created_at AS e_created_at,
       e.edited_at AS e_edited_at, e.updated_at AS e_updated_at,
       (SELECT count(*)::int + 1 FROM entries n WHERE n.conversation_id = c.id) AS entry_count,
       CASE WHEN $9 THEN (
         SELECT coalesce(json_agg(json_build_object('kind', h.kind, 'orderIndex', h.order_index,
                                                    'userText', h.user_text, 'replyText', h.reply_text)
                                  ORDER BY h.order_index), '[]')
           FROM (
  (SELECT kind, order_index, user_text, reply_text FROM entries
    WHERE conversation_id = c.id AND kind = 'opening')
  UNION ALL
  (SELECT kind, order_index, user_text, reply_text FROM entries
    WHERE conversation_id = c.id AND kind = 'continuation'
    ORDER BY order_index DESC LIMIT 400)) h
       ) END AS history,
       CASE WHEN $9 THEN (SELECT u.ai_memory FROM users u WHERE u.id = c.owner_id) END AS ai_memory
  FROM conversation c
  LEFT JOIN entry e ON true;

-- EntriesRepository.append (a note)
WITH conversation AS (
  UPDATE conversations SET updated_at = now()
   WHERE id = $1 AND owner_id = $2
  RETURNING id, owner_id, topic, project_name, title, created_at, updated_at
), entry AS (
  INSERT INTO entries (conversation_id, owner_id, kind, order_index, user_text, answers, file_id, reply_status,
                       reply_job_id, reply_heartbeat_at)
  SELECT c.id, c.owner_id, $3,
         (SELECT COALESCE(MAX(order_index), -1) + 1 FROM entries WHERE conversation_id = c.id),
         $4, $5::jsonb, $6, $7, $8, CASE WHEN $8::uuid IS NULL THEN NULL ELSE now() END
    FROM conversation c
  ON CONFLICT (conversation_id, order_index) DO NOTHING
  RETURNING *
)
SELECT c.*,
       e.id AS e_id, e.conversation_id AS e_conversation_id, e.owner_id AS e_owner_id, e.kind AS e_kind,
       e.order_index AS e_order_index, e.user_text AS e_user_text, e.answers AS e_answers,
       e.reply_text AS e_reply_text, e.reply_status AS e_reply_status, e.reply_error AS e_reply_error,
       e.reply_by AS e_reply_by,
       e.reply_job_id AS e_reply_job_id, e.reply_heartbeat_at AS e_reply_heartbeat_at, e.file_id AS e_file_id,
       e.shared_at AS e_shared_at, e.share_expires_at AS e_share_expires_at,
       e.share_revoked_at AS e_share_revoked_at, e.mood AS e_mood, e.created_at AS e_created_at,
       e.edited_at AS e_edited_at, e.updated_at AS e_updated_at,
       (SELECT count(*)::int + 1 FROM entries n WHERE n.conversation_id = c.id) AS entry_count,
       CASE WHEN $9 THEN (
         SELECT coalesce(json_agg(json_build_object('kind', h.kind, 'orderIndex', h.order_index,
                                                    'userText', h.user_text, 'replyText', h.reply_text)
                                  ORDER BY h.order_index), '[]')
           FROM (
  (SELECT kind, order_index, user_text, reply_text FROM entries
    WHERE conversation_id = c.id AND kind = 'opening')
  UNION ALL
  (SELECT kind, order_index, user_text, reply_text FROM entries
    WHERE conversation_id = c.id AND kind = 'continuation'
    ORDER BY order_index DESC LIMIT 400)) h
       ) END AS history,
       CASE WHEN $9 THEN (SELECT u.ai_memory FROM users u WHERE u.id = c.owner_id) END AS ai_memory
  FROM conversation c
  LEFT JOIN entry e ON true;

-- EntriesRepository.appendAfterCollision
START TRANSACTION;
UPDATE "conversations"
SET "updated_at" = now()
WHERE "id" = $1 AND "owner_id" = $2
RETURNING *;
INSERT INTO "entries"("id", "conversation_id", "owner_id", "kind", "order_index", "user_text", "answers", "reply_text", "reply_status", "reply_error", "reply_by", "reply_job_id", "reply_heartbeat_at", "file_id", "shared_at", "share_expires_at", "share_revoked_at", "mood", "edited_at", "created_at", "updated_at")
VALUES (DEFAULT, $1, $2, $3, (SELECT COALESCE(MAX(order_index), -1) + 1 FROM entries WHERE conversation_id = $4), $5, $6, DEFAULT, $7, DEFAULT, DEFAULT, $8, $9, $10, DEFAULT, DEFAULT, DEFAULT, DEFAULT, DEFAULT, DEFAULT, DEFAULT)
RETURNING *;
COMMIT;

-- EntriesRepository.findHistory
SELECT h.* FROM (
(SELECT kind, order_index, user_text, reply_text FROM entries
  WHERE conversation_id = $2 AND kind = 'opening' AND order_index < $3)
UNION ALL
(SELECT kind, order_index, user_text, reply_text FROM entries
  WHERE conversation_id = $2 AND kind = 'continuation' AND order_index < $3
  ORDER BY order_index DESC LIMIT 400)) h
        WHERE EXISTS (SELECT 1 FROM conversations c WHERE c.id = $2 AND c.owner_id = $1)
        ORDER BY h.order_index;

-- EntriesRepository.findEntries (whole timelines)
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
WHERE "e"."owner_id" = $1 AND "e"."conversation_id" IN ($2)
ORDER BY "e"."conversation_id" ASC, "e"."order_index" ASC;

-- EntriesRepository.findEntries (a page of notes)
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
WHERE "e"."owner_id" = $1 AND "e"."conversation_id" IN ($2) AND "e"."kind" IN ($3)
ORDER BY "e"."conversation_id" ASC, "e"."order_index" ASC
LIMIT 20
OFFSET 0;

-- EntriesRepository.findEntries (all but notes)
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
WHERE "e"."owner_id" = $1 AND "e"."conversation_id" IN ($2) AND "e"."kind" <> $3
ORDER BY "e"."conversation_id" ASC, "e"."order_index" ASC;

-- EntriesRepository.findEntryPages
SELECT "e"."id" AS "e_id", "e"."conversation_id" AS "e_conversation_id", "e"."owner_id" AS "e_owner_id", "e"."kind" AS "e_kind", "e"."order_index" AS "e_order_index", "e"."user_text" AS "e_user_text", "e"."answers" AS "e_answers", "e"."reply_text" AS "e_reply_text", "e"."reply_status" AS "e_reply_status", "e"."reply_error" AS "e_reply_error", "e"."reply_by" AS "e_reply_by", "e"."reply_job_id" AS "e_reply_job_id", "e"."reply_heartbeat_at" AS "e_reply_heartbeat_at", "e"."file_id" AS "e_file_id", "e"."shared_at" AS "e_shared_at", "e"."share_expires_at" AS "e_share_expires_at", "e"."share_revoked_at" AS "e_share_revoked_at", "e"."mood" AS "e_mood", "e"."edited_at" AS "e_edited_at", "e"."created_at" AS "e_created_at", "e"."updated_at" AS "e_updated_at", "file"."id" AS "file_id", "file"."owner_id" AS "file_owner_id", "file"."name" AS "file_name", "file"."mime" AS "file_mime", "file"."size" AS "file_size", "file"."sha256" AS "file_sha256", "file"."storage_key" AS "file_storage_key", "file"."extracted_text" AS "file_extracted_text", "file"."created_at" AS "file_created_at" FROM "entries" "e" LEFT JOIN "files" "file" ON "file"."id"="e"."file_id" WHERE "e"."id" IN (
  SELECT page.id
  FROM unnest(CAST($1 AS uuid[]), CAST($2 AS integer[]))
    AS k(conversation_id, before_index)
  JOIN conversations c ON c.id = k.conversation_id AND c.owner_id = $3
  CROSS JOIN LATERAL (
    SELECT x.id FROM entries x
    WHERE x.conversation_id = k.conversation_id AND x.order_index < k.before_index
    ORDER BY x.order_index DESC
    LIMIT $4
  ) page
) ORDER BY "e"."conversation_id" ASC, "e"."order_index" ASC;

-- EntriesRepository.findCursors
SELECT
  "e"."id" AS "id",
  "e"."conversation_id" AS "conversationId",
  "e"."order_index" AS "orderIndex"
FROM "entries" "e"
WHERE "e"."owner_id" = $1 AND "e"."id" IN ($2, $3);

-- EntriesRepository.countEntries
SELECT
  "e"."conversation_id" AS "conversationId",
  count(*)::int AS "count"
FROM "entries" "e"
WHERE "e"."conversation_id" IN (SELECT c.id FROM conversations c WHERE c.id IN ($1) AND c.owner_id = $2)
GROUP BY "e"."conversation_id";

-- EntriesRepository.findCoverImages
SELECT c.id AS conversation_id, f.id, f.name, f.mime, f.size, f.created_at
 FROM unnest($2::uuid[]) AS c(id)
CROSS JOIN LATERAL (
  SELECT f.id, f.name, f.mime, f.size, f.created_at
    FROM entries e
    JOIN files f ON f.id = e.file_id
   WHERE e.conversation_id = c.id AND e.owner_id = $1 AND e.file_id IS NOT NULL AND f.mime = ANY($3)
   ORDER BY e.order_index DESC
   LIMIT 1
) f;

-- EntriesRepository.findEntry
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
WHERE "e"."id" = $1 AND "e"."owner_id" = $2;
