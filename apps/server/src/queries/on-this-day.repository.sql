-- Written by `npm run sql:snapshot` from the @Sql examples of looking-back/on-this-day.repository.ts: do not edit.

-- OnThisDayRepository.sameDayInEarlierYears
SELECT e.id, e.conversation_id, e.kind, e.user_text, e.answers, e.mood, e.created_at,
      to_char(e.created_at AT TIME ZONE $2, 'YYYY-MM-DD') AS local_day,
      c.project_name, c.title, c.topic
 FROM entries e
 JOIN conversations c ON c.id = e.conversation_id
WHERE e.owner_id = $1 AND e.kind IN ('opening', 'continuation')
  AND to_char(e.created_at AT TIME ZONE $2, 'MM-DD') = ANY($3::text[])
  AND extract(year FROM e.created_at AT TIME ZONE $2) < $4
ORDER BY e.created_at DESC
LIMIT $5;

-- OnThisDayRepository.onDays
SELECT e.id, e.conversation_id, e.kind, e.user_text, e.answers, e.mood, e.created_at,
      to_char(e.created_at AT TIME ZONE $2, 'YYYY-MM-DD') AS local_day,
      c.project_name, c.title, c.topic
 FROM entries e
 JOIN conversations c ON c.id = e.conversation_id
WHERE e.owner_id = $1 AND e.kind IN ('opening', 'continuation')
  AND (e.created_at AT TIME ZONE $2)::date = ANY($3::date[])
ORDER BY e.created_at DESC
LIMIT $4;
