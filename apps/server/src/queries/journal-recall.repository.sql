-- Written by `npm run sql:snapshot` from the @Sql examples of memory/journal-recall.repository.ts: do not edit.

-- JournalRecallRepository.lexicon
SELECT w.word, w.uses,
      (SELECT count(*)::int FROM (SELECT 1 FROM entries WHERE owner_id = $1 LIMIT 5000) d)
        AS documents
 FROM search_words w
WHERE w.owner_id = $1 AND w.word = ANY($2::text[]);

-- JournalRecallRepository.find
WITH matched AS MATERIALIZED (
  SELECT e.id, e.conversation_id, e.kind, e.order_index, e.user_text, e.answers, e.reply_text, e.created_at,
         e.search_vector @@ $3::tsquery AS own_words, ts_rank(e.search_vector, $2::tsquery) AS rank
    FROM entries e
   WHERE e.owner_id = $1 AND e.search_vector @@ $2::tsquery AND e.kind <> 'note'
     AND ($4::uuid IS NULL OR e.conversation_id <> $4::uuid)
   ORDER BY e.created_at DESC
   LIMIT 500
)
SELECT m.id, m.conversation_id, m.kind, m.order_index, m.user_text, m.answers, m.reply_text, m.created_at,
       c.project_name
  FROM matched m
  JOIN conversations c ON c.id = m.conversation_id
 ORDER BY m.own_words DESC, m.rank DESC, m.created_at DESC
 LIMIT $5;
