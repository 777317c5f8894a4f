-- Written by `npm run sql:snapshot` from the @Sql examples of conversations/entry-edits.repository.ts: do not edit.

-- EntryEditsRepository.changeWords
UPDATE "entries"
SET
  "user_text" = $1,
  "answers" = $2,
  "edited_at" = now(),
  "updated_at" = CURRENT_TIMESTAMP
WHERE "id" = $3 AND "owner_id" = $4;

-- EntryEditsRepository.setMood
UPDATE "entries"
SET
  "mood" = $1,
  "updated_at" = CURRENT_TIMESTAMP
WHERE "id" = $2 AND "owner_id" = $3 AND "kind" <> 'note';

-- EntryEditsRepository.deleteLaterEntry
DELETE FROM "entries"
WHERE "id" = $1 AND "owner_id" = $2 AND "kind" <> 'opening'
RETURNING "file_id";
