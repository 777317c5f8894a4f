-- Written by `npm run sql:snapshot` from the @Sql examples of looking-back/on-this-day.repository.ts: do not edit.

-- OnThisDayRepository.onDays
WITH found AS MATERIALIZED (
  SELECT m.* FROM unnest($3::date[]) AS d(day)
  CROSS JOIN LATERAL (
SELECT e.id, e.conversation_id, e.kind, e.user_text, e.answers, e.mood, e.created_at,
       to_char(e.created_at AT TIME ZONE $2, 'YYYY-MM-DD') AS local_day,
       c.project_name, c.title, c.topic
  FROM entries e
  JOIN conversations c ON c.id = e.conversation_id
 WHERE e.owner_id = $1
     AND e.kind IN ('opening', 'continuation')
     AND e.created_at >= (d.day::timestamp AT TIME ZONE $2)
     AND e.created_at < ((d.day + 1)::timestamp AT TIME ZONE $2)
   ORDER BY e.created_at DESC
   LIMIT $4) m
)
SELECT * FROM found ORDER BY created_at DESC LIMIT $4;
