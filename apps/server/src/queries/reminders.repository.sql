-- Written by `npm run sql:snapshot` from the @Sql examples of reminders/reminders.repository.ts: do not edit.

-- RemindersRepository.claimDue
SELECT id, reminder_due_at AS due_at, time_zone, writing_reminder AS setting
 FROM users
WHERE reminder_due_at <= now() AND writing_reminder IS NOT NULL
ORDER BY reminder_due_at
LIMIT $1
  FOR UPDATE SKIP LOCKED;

-- RemindersRepository.claimDue
SELECT id, digest_due_at AS due_at, time_zone, review_digest AS setting
 FROM users
WHERE digest_due_at <= now() AND review_digest IS NOT NULL
ORDER BY digest_due_at
LIMIT $1
  FOR UPDATE SKIP LOCKED;

-- RemindersRepository.setNextDue
UPDATE users
SET reminder_due_at = $2
WHERE id = $1;

-- RemindersRepository.recipient
SELECT
  email,
  display_name,
  username,
  time_zone,
  writing_reminder,
  review_digest
FROM users
WHERE id = $1;

-- RemindersRepository.newestTopic
SELECT c.topic, (SELECT count(*)::int FROM conversations n WHERE n.owner_id = $1 AND n.topic = c.topic)
     AS conversations
FROM conversations c WHERE c.owner_id = $1 ORDER BY c.created_at DESC LIMIT 1;

-- RemindersRepository.unsubscribe
UPDATE users
SET
  review_digest = NULL,
  digest_due_at = NULL
WHERE id = $1;
