-- Written by `npm run sql:snapshot` from the @Sql examples of files/files.repository.ts: do not edit.

-- FilesRepository.insert
INSERT INTO "files"("id", "owner_id", "name", "mime", "size", "sha256", "storage_key", "extracted_text", "created_at")
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, DEFAULT)
RETURNING "id", "created_at";

-- FilesRepository.findById
SELECT
  "f"."id" AS "f_id",
  "f"."owner_id" AS "f_owner_id",
  "f"."name" AS "f_name",
  "f"."mime" AS "f_mime",
  "f"."size" AS "f_size",
  "f"."sha256" AS "f_sha256",
  "f"."storage_key" AS "f_storage_key",
  "f"."extracted_text" AS "f_extracted_text",
  "f"."created_at" AS "f_created_at"
FROM "files" "f"
WHERE "f"."id" = $1;

-- FilesRepository.findOwned
SELECT
  "f"."id" AS "f_id",
  "f"."owner_id" AS "f_owner_id",
  "f"."name" AS "f_name",
  "f"."mime" AS "f_mime",
  "f"."size" AS "f_size",
  "f"."sha256" AS "f_sha256",
  "f"."storage_key" AS "f_storage_key",
  "f"."extracted_text" AS "f_extracted_text",
  "f"."created_at" AS "f_created_at"
FROM "files" "f"
WHERE "f"."id" = $1 AND "f"."owner_id" = $2;

-- FilesRepository.deleteOwned
DELETE FROM "files"
WHERE "owner_id" = $1 AND "id" IN ($2, $3)
RETURNING "id", "storage_key";

-- FilesRepository.deleteUncarried
DELETE FROM "files"
WHERE "id" = $1 AND "owner_id" = $2 AND NOT EXISTS (SELECT 1 FROM entries e WHERE e.file_id = files.id)
RETURNING "id", "storage_key";

-- FilesRepository.deleteAllOwned
DELETE FROM "files"
WHERE "owner_id" = $1
RETURNING "id", "storage_key";

-- FilesRepository.deleteAbandoned
START TRANSACTION;
SELECT f.id FROM files f
WHERE f.created_at < now() - make_interval(hours => $1)
  AND NOT EXISTS (SELECT 1 FROM entries e WHERE e.file_id = f.id)
LIMIT $2
FOR UPDATE OF f SKIP LOCKED;
DELETE FROM "files"
WHERE "id" = ANY($1::uuid[]) AND NOT EXISTS (SELECT 1 FROM entries e WHERE e.file_id = files.id)
RETURNING "id", "storage_key";
COMMIT;
