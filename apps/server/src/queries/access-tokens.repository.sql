-- Written by `npm run sql:snapshot` from the @Sql examples of access-tokens/access-tokens.repository.ts: do not edit.

-- AccessTokensRepository.insertWithin
START TRANSACTION;
SELECT 1
FROM users
WHERE id = $1
FOR UPDATE;
SELECT COUNT(1) AS "cnt"
FROM "access_tokens" "AccessTokenEntity"
WHERE (("AccessTokenEntity"."owner_id" = $1));
INSERT INTO "access_tokens"("id", "owner_id", "name", "token_hash", "scopes", "created_at", "last_used_at", "expires_at")
VALUES (DEFAULT, $1, $2, $3, $4, DEFAULT, DEFAULT, $5)
RETURNING "id", "created_at";
COMMIT;

-- AccessTokensRepository.page
SELECT
  "AccessTokenEntity"."id" AS "AccessTokenEntity_id",
  "AccessTokenEntity"."owner_id" AS "AccessTokenEntity_owner_id",
  "AccessTokenEntity"."name" AS "AccessTokenEntity_name",
  "AccessTokenEntity"."token_hash" AS "AccessTokenEntity_token_hash",
  "AccessTokenEntity"."scopes" AS "AccessTokenEntity_scopes",
  "AccessTokenEntity"."created_at" AS "AccessTokenEntity_created_at",
  "AccessTokenEntity"."last_used_at" AS "AccessTokenEntity_last_used_at",
  "AccessTokenEntity"."expires_at" AS "AccessTokenEntity_expires_at"
FROM "access_tokens" "AccessTokenEntity"
WHERE (("AccessTokenEntity"."owner_id" = $1))
ORDER BY "AccessTokenEntity"."created_at" DESC, "AccessTokenEntity"."id" DESC
LIMIT 20
OFFSET 0;

-- AccessTokensRepository.delete
DELETE FROM "access_tokens"
WHERE ("id" = $1 AND "owner_id" = $2);

-- AccessTokensRepository.findByHash
SELECT
  "t"."id" AS "t_id",
  "t"."owner_id" AS "t_owner_id",
  "t"."name" AS "t_name",
  "t"."token_hash" AS "t_token_hash",
  "t"."scopes" AS "t_scopes",
  "t"."created_at" AS "t_created_at",
  "t"."last_used_at" AS "t_last_used_at",
  "t"."expires_at" AS "t_expires_at",
  "u"."username" AS "username",
  "u"."id" AS "u_id"
FROM "access_tokens" "t"
INNER JOIN "users" "u" ON "u"."id"="t"."owner_id"
WHERE "t"."token_hash" = $1;

-- AccessTokensRepository.touch
UPDATE "access_tokens"
SET "last_used_at" = $1
WHERE "id" = $2 AND ("last_used_at" IS NULL OR "last_used_at" < $3::timestamptz - interval '1 minute');
