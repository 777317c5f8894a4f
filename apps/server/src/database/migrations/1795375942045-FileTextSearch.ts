import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search inside files (issue 11). Each file keeps its search document (`files.search_vector`: name and text as
 * `simple` full-text words) for a full-text GIN index, and each owner a lexicon (`file_words`: every distinct
 * word of their files) with a trigram index, to turn a typo into the words it stands for (pg_trgm's advice
 * for text search, as trigrams over long texts match nearly anything). Triggers keep both, for every writer
 * and for the files already there. Why triggers rather than a generated column: see
 * docs/decisions/0069-stored-search-documents.md.
 * search.repository.ts uses these names.
 */
export class FileTextSearch1795375942045 implements MigrationInterface {
  name = 'FileTextSearch1795375942045';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "files" ADD "search_vector" tsvector`);
    await queryRunner.query(`
      CREATE FUNCTION "files_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_vector := to_tsvector('simple'::regconfig, coalesce(NEW.name, '') || ' ' || coalesce(NEW.extracted_text, ''));
        RETURN NEW;
      END
      $$`);
    await queryRunner.query(
      `CREATE TRIGGER "files_search_vector" BEFORE INSERT OR UPDATE ON "files" FOR EACH ROW EXECUTE FUNCTION "files_search_vector"()`,
    );

    // The key is (word, owner): in (owner, word) order it would tempt the planner to test every word of a big
    // lexicon one by one rather than use the trigram index (which holds the owner, and serves lookups by owner).
    await queryRunner.query(
      `CREATE TABLE "file_words" ("word" text NOT NULL, "owner_id" uuid NOT NULL, "files" integer NOT NULL, CONSTRAINT "PK_file_words" PRIMARY KEY ("word", "owner_id"), CONSTRAINT "FK_file_words_owner" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE)`,
    );
    // Each word counts the owner's files that hold it, and goes when none does: a deleted file's words are
    // kept nowhere. Counted per statement, in (owner, word) order, so that concurrent writers never wait on
    // each other in a cycle; an owner left with no files (a deleted account) loses the lexicon at once.
    await queryRunner.query(`
      CREATE FUNCTION "file_words_count"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          DELETE FROM file_words w USING (SELECT DISTINCT owner_id FROM gone) g
            WHERE w.owner_id = g.owner_id AND NOT EXISTS (SELECT 1 FROM files f WHERE f.owner_id = g.owner_id);
        END IF;
        IF TG_OP = 'INSERT' THEN
          INSERT INTO file_words AS w (owner_id, word, files)
            SELECT a.owner_id, lexeme, count(*) FROM added a, unnest(tsvector_to_array(a.search_vector)) AS lexeme
            GROUP BY 1, 2 ORDER BY 1, 2
            ON CONFLICT (owner_id, word) DO UPDATE SET files = w.files + excluded.files;
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO file_words AS w (owner_id, word, files)
            SELECT g.owner_id, lexeme, -count(*) FROM gone g, unnest(tsvector_to_array(g.search_vector)) AS lexeme
            WHERE EXISTS (SELECT 1 FROM files f WHERE f.owner_id = g.owner_id)
            GROUP BY 1, 2 ORDER BY 1, 2
            ON CONFLICT (owner_id, word) DO UPDATE SET files = w.files + excluded.files;
        ELSE
          INSERT INTO file_words AS w (owner_id, word, files)
            SELECT owner_id, lexeme, sum(n) FROM (
              SELECT a.owner_id, lexeme, 1 AS n FROM added a, unnest(tsvector_to_array(a.search_vector)) AS lexeme
              UNION ALL
              SELECT g.owner_id, lexeme, -1 FROM gone g, unnest(tsvector_to_array(g.search_vector)) AS lexeme
            ) changes
            GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
            ON CONFLICT (owner_id, word) DO UPDATE SET files = w.files + excluded.files;
        END IF;
        IF TG_OP <> 'INSERT' THEN
          DELETE FROM file_words w WHERE w.files <= 0 AND w.owner_id IN (SELECT owner_id FROM gone);
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(
      `CREATE TRIGGER "file_words_inserted" AFTER INSERT ON "files" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "file_words_count"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "file_words_updated" AFTER UPDATE ON "files" REFERENCING OLD TABLE AS gone NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "file_words_count"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "file_words_deleted" AFTER DELETE ON "files" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "file_words_count"()`,
    );

    // Files uploaded before: the triggers compute their document and add their words.
    await queryRunner.query(`UPDATE "files" SET "search_vector" = NULL`);
    await queryRunner.query(`ALTER TABLE "files" ALTER COLUMN "search_vector" SET NOT NULL`);
    // Built after the backfill: building a GIN index at once is much faster than growing it row by row.
    await queryRunner.query(
      `CREATE INDEX "IDX_files_search_fts" ON "files" USING gin ("owner_id", "search_vector")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_file_words_trgm" ON "file_words" USING gin ("owner_id", "word" gin_trgm_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_file_words_trgm"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_files_search_fts"`);
    await queryRunner.query(`DROP TRIGGER "file_words_deleted" ON "files"`);
    await queryRunner.query(`DROP TRIGGER "file_words_updated" ON "files"`);
    await queryRunner.query(`DROP TRIGGER "file_words_inserted" ON "files"`);
    await queryRunner.query(`DROP FUNCTION "file_words_count"()`);
    await queryRunner.query(`DROP TABLE "file_words"`);
    await queryRunner.query(`DROP TRIGGER "files_search_vector" ON "files"`);
    await queryRunner.query(`DROP FUNCTION "files_search_vector"()`);
    await queryRunner.query(`ALTER TABLE "files" DROP COLUMN "search_vector"`);
  }
}
