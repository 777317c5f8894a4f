-- Written by `npm run sql:snapshot` from the @Sql examples of looking-back/question-history.repository.ts: do not edit.

-- QuestionHistoryRepository.page
SELECT e.id, e.conversation_id, e.created_at, e.mood, c.project_name, c.title, a.question, a.answer
  FROM conversations c
  JOIN entries e ON e.conversation_id = c.id AND e.kind = 'opening'
 CROSS JOIN LATERAL jsonb_to_recordset(e.answers) AS a("questionId" text, question text, answer text)
 WHERE c.owner_id = $1 AND c.topic = $2
   AND a."questionId" = $3 AND btrim(a.answer) <> ''
 ORDER BY c.created_at DESC, c.id DESC
OFFSET $4 LIMIT $5;

-- QuestionHistoryRepository.count
SELECT count(*)::int AS total
 FROM conversations c
WHERE c.owner_id = $1 AND c.topic = $2 AND c.answered_questions @> ARRAY[$3::text];
