-- Written by `npm run sql:snapshot` from the @Sql examples of auth/revoked-sessions.repository.ts: do not edit.

-- RevokedSessionsRepository.revoke
INSERT INTO "revoked_sessions"("id", "user_id", "expires_at")
VALUES ($1, $2, $3)
ON CONFLICT ( "id" ) DO UPDATE
SET
  "user_id" = EXCLUDED."user_id",
  "expires_at" = EXCLUDED."expires_at"
WHERE ("revoked_sessions"."user_id" IS DISTINCT FROM EXCLUDED."user_id" OR "revoked_sessions"."expires_at" IS DISTINCT FROM EXCLUDED."expires_at");
DELETE FROM "revoked_sessions"
WHERE "expires_at" < $1;

-- RevokedSessionsRepository.findSession
SELECT u.username, u.token_version,
      EXISTS (SELECT 1 FROM revoked_sessions r WHERE r.id = $2) AS revoked
 FROM users u
WHERE u.id = $1;
