-- Written by `npm run sql:snapshot` from the @Sql examples of memory/summaries/conversation-summaries.repository.ts: do not edit.

-- ConversationSummariesRepository.find
SELECT
  summary,
  summary_through
FROM conversations
WHERE id = $1 AND owner_id = $2;

-- ConversationSummariesRepository.ask
UPDATE conversations SET summary_job_id = $2, summary_asked_at = now()
WHERE id = $1
  AND (summary_job_id IS NULL OR summary_asked_at < now() - make_interval(secs => $3));

-- ConversationSummariesRepository.turns
SELECT order_index, user_text, reply_text FROM entries
WHERE conversation_id = $1 AND kind = 'continuation' AND order_index > $2 AND order_index <= $3
ORDER BY order_index LIMIT $4;

-- ConversationSummariesRepository.store
UPDATE conversations
SET
  summary = $3,
  summary_through = $4
WHERE id = $1 AND summary_job_id = $2;

-- ConversationSummariesRepository.release
UPDATE conversations
SET
  summary_job_id = NULL,
  summary_asked_at = NULL
WHERE id = $1 AND summary_job_id = $2;
