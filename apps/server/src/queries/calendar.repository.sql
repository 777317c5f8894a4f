-- Written by `npm run sql:snapshot` from the @Sql examples of looking-back/calendar.repository.ts: do not edit.

-- CalendarRepository.days
SELECT to_char(e.created_at AT TIME ZONE $2, 'YYYY-MM-DD') AS day,
      count(*)::int AS entries,
      count(DISTINCT e.conversation_id)::int AS conversations,
      avg(e.mood)::float8 AS mood_average
 FROM entries e
WHERE e.owner_id = $1
  AND e.created_at >= ($3::timestamp AT TIME ZONE $2)
  AND e.created_at < ($4::timestamp AT TIME ZONE $2)
GROUP BY 1
ORDER BY 1;

-- CalendarRepository.dayPage
SELECT e.id, e.conversation_id, e.kind, e.user_text, e.answers, e.mood, e.created_at,
       to_char(e.created_at AT TIME ZONE $2, 'YYYY-MM-DD') AS local_day,
       c.project_name, c.title, c.topic
  FROM entries e
  JOIN conversations c ON c.id = e.conversation_id
 WHERE e.owner_id = $1
   AND e.created_at >= ($3::timestamp AT TIME ZONE $2)
   AND e.created_at < ($4::timestamp AT TIME ZONE $2)
 ORDER BY e.created_at, e.id
OFFSET $5 LIMIT $6;

-- CalendarRepository.dayCount
SELECT count(*)::int AS total
 FROM entries e
WHERE e.owner_id = $1
  AND e.created_at >= ($3::timestamp AT TIME ZONE $2)
  AND e.created_at < ($4::timestamp AT TIME ZONE $2);
