-- Written by `npm run sql:snapshot` from the @Sql examples of memory/remembered.repository.ts: do not edit.

-- RememberedRepository.record
START TRANSACTION;
DELETE FROM entry_memories
WHERE entry_id = $1;
INSERT INTO entry_memories (entry_id, position, source_id)
SELECT $1, s.position - 1, s.id FROM unnest($2::uuid[]) WITH ORDINALITY AS s(id, position);
COMMIT;

-- RememberedRepository.forEntries
SELECT m.entry_id, s.id, s.conversation_id, s.order_index, s.user_text, s.answers, s.created_at,
      c.project_name
 FROM entry_memories m
 JOIN entries s ON s.id = m.source_id AND s.owner_id = $1
 JOIN conversations c ON c.id = s.conversation_id
WHERE m.entry_id = ANY($2::uuid[])
ORDER BY m.entry_id, m.position;
