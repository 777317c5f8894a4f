-- Written by `npm run sql:snapshot` from the @Sql examples of auth/password-resets.repository.ts: do not edit.

-- PasswordResetsRepository.create
INSERT INTO "password_resets"("id", "user_id", "token_hash", "expires_at", "used_at", "created_at")
VALUES (DEFAULT, $1, $2, $3, DEFAULT, DEFAULT);

-- PasswordResetsRepository.consume
UPDATE "password_resets"
SET "used_at" = $1
WHERE "token_hash" = $2 AND "used_at" IS NULL AND "expires_at" > $3
RETURNING "user_id";

-- PasswordResetsRepository.invalidateAllFor
UPDATE "password_resets"
SET "used_at" = $1
WHERE "user_id" = $2 AND "used_at" IS NULL;
