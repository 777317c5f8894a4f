-- Written by `npm run sql:snapshot` from the @Sql examples of users/users.repository.ts: do not edit.

-- UsersRepository.findById
SELECT
  "u"."id" AS "u_id",
  "u"."username" AS "u_username",
  "u"."email" AS "u_email",
  "u"."password_hash" AS "u_password_hash",
  "u"."display_name" AS "u_display_name",
  "u"."time_zone" AS "u_time_zone",
  "u"."writing_reminder" AS "u_writing_reminder",
  "u"."review_digest" AS "u_review_digest",
  "u"."reminder_due_at" AS "u_reminder_due_at",
  "u"."digest_due_at" AS "u_digest_due_at",
  "u"."ai_memory" AS "u_ai_memory",
  "u"."token_version" AS "u_token_version",
  "u"."created_at" AS "u_created_at",
  "u"."updated_at" AS "u_updated_at"
FROM "users" "u"
WHERE "u"."id" = $1;

-- UsersRepository.findByUsername
SELECT
  "u"."id" AS "u_id",
  "u"."username" AS "u_username",
  "u"."email" AS "u_email",
  "u"."password_hash" AS "u_password_hash",
  "u"."display_name" AS "u_display_name",
  "u"."time_zone" AS "u_time_zone",
  "u"."writing_reminder" AS "u_writing_reminder",
  "u"."review_digest" AS "u_review_digest",
  "u"."reminder_due_at" AS "u_reminder_due_at",
  "u"."digest_due_at" AS "u_digest_due_at",
  "u"."ai_memory" AS "u_ai_memory",
  "u"."token_version" AS "u_token_version",
  "u"."created_at" AS "u_created_at",
  "u"."updated_at" AS "u_updated_at"
FROM "users" "u"
WHERE "u"."username" = $1;

-- UsersRepository.knowsTimeZone
SELECT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = $1) AS known;

-- UsersRepository.findByEmail
SELECT
  "u"."id" AS "u_id",
  "u"."username" AS "u_username",
  "u"."email" AS "u_email",
  "u"."password_hash" AS "u_password_hash",
  "u"."display_name" AS "u_display_name",
  "u"."time_zone" AS "u_time_zone",
  "u"."writing_reminder" AS "u_writing_reminder",
  "u"."review_digest" AS "u_review_digest",
  "u"."reminder_due_at" AS "u_reminder_due_at",
  "u"."digest_due_at" AS "u_digest_due_at",
  "u"."ai_memory" AS "u_ai_memory",
  "u"."token_version" AS "u_token_version",
  "u"."created_at" AS "u_created_at",
  "u"."updated_at" AS "u_updated_at"
FROM "users" "u"
WHERE "u"."email" = $1;

-- UsersRepository.insert
INSERT INTO "users"("id", "username", "email", "password_hash", "display_name", "time_zone", "writing_reminder", "review_digest", "reminder_due_at", "digest_due_at", "ai_memory", "token_version", "created_at", "updated_at")
VALUES (DEFAULT, $1, $2, $3, DEFAULT, DEFAULT, DEFAULT, DEFAULT, DEFAULT, DEFAULT, DEFAULT, DEFAULT, DEFAULT, DEFAULT)
RETURNING "id", "ai_memory", "token_version", "created_at", "updated_at";

-- UsersRepository.update (profile)
UPDATE "users"
SET
  "email" = $1,
  "display_name" = $2,
  "updated_at" = CURRENT_TIMESTAMP
WHERE "id" = $3;
SELECT
  "u"."id" AS "u_id",
  "u"."username" AS "u_username",
  "u"."email" AS "u_email",
  "u"."password_hash" AS "u_password_hash",
  "u"."display_name" AS "u_display_name",
  "u"."time_zone" AS "u_time_zone",
  "u"."writing_reminder" AS "u_writing_reminder",
  "u"."review_digest" AS "u_review_digest",
  "u"."reminder_due_at" AS "u_reminder_due_at",
  "u"."digest_due_at" AS "u_digest_due_at",
  "u"."ai_memory" AS "u_ai_memory",
  "u"."token_version" AS "u_token_version",
  "u"."created_at" AS "u_created_at",
  "u"."updated_at" AS "u_updated_at"
FROM "users" "u"
WHERE "u"."id" = $1;

-- UsersRepository.update (password)
UPDATE "users"
SET
  "password_hash" = $1,
  "token_version" = "token_version" + 1,
  "updated_at" = CURRENT_TIMESTAMP
WHERE "id" = $2;
SELECT
  "u"."id" AS "u_id",
  "u"."username" AS "u_username",
  "u"."email" AS "u_email",
  "u"."password_hash" AS "u_password_hash",
  "u"."display_name" AS "u_display_name",
  "u"."time_zone" AS "u_time_zone",
  "u"."writing_reminder" AS "u_writing_reminder",
  "u"."review_digest" AS "u_review_digest",
  "u"."reminder_due_at" AS "u_reminder_due_at",
  "u"."digest_due_at" AS "u_digest_due_at",
  "u"."ai_memory" AS "u_ai_memory",
  "u"."token_version" AS "u_token_version",
  "u"."created_at" AS "u_created_at",
  "u"."updated_at" AS "u_updated_at"
FROM "users" "u"
WHERE "u"."id" = $1;

-- UsersRepository.deleteWithEverything
START TRANSACTION;
SELECT "user"."id" AS "user_id"
FROM "users" "user"
WHERE "user"."id" = $1
FOR UPDATE;
DELETE FROM "users"
WHERE "id" = $1;
COMMIT;
