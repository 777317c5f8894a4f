import type { MigrationInterface, QueryRunner } from 'typeorm';
import { FileTextSearch1795375942045 } from './1795375942045-FileTextSearch';

/**
 * Search that scales (issue 9). Entries keep their search document as files do: `entries.search_vector`, the
 * user's side as weight A and the reply as weight B, so one GIN index on (owner, document) finds an owner's
 * matches and each side is told apart without tokenising any text at search time. The trigram index over
 * whole entry texts goes: fuzziness now only rescues a word found nowhere, through one lexicon of every
 * owner's words (`search_words`, entries and files together, replacing `file_words`). A file's document also
 * holds the words inside its name, so `map` finds `harbour-map.png` without trigrams. A btree on (owner,
 * created_at) serves "the owner's newest matches" when a word is common. search.repository.ts uses these names.
 */
export class SearchDocuments1795390000000 implements MigrationInterface {
  name = 'SearchDocuments1795390000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // An entry's text as a reader sees it, without Markdown's syntax: link and image texts without their
    // targets; code fences and rules gone; headings, quotes and list markers gone from line starts; emphasis,
    // code and strike-through marks gone (underscores only at word edges, so snake_case stays). Linear regular
    // expressions (no backtracking blow-up on any input); a Markdown parser would cost more per page of
    // snippets than the whole search (docs/decisions/0069-stored-search-documents.md). Both the documents and
    // the snippets use it.
    // String.raw: the backslashes are PostgreSQL's (\` is a backtick to its regular expressions).
    await queryRunner.query(String.raw`
      CREATE FUNCTION "search_plain_text"(markdown text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(markdown,
          '!?\[([^]\n]*)\]\([^)\n]*\)', '\1', 'g'),
          '^[ \t]*(\`\`\`|~~~).*$|^[ \t]*([-*_][ \t]*){3,}$', '', 'gn'),
          '^[ \t]{0,3}(#{1,6}|>[> \t]*|[-*+]|[0-9]{1,9}[.)])[ \t]+', '', 'gn'),
          '\*+|\`+|~~', '', 'g'),
          '(^|[^[:alnum:]])_+|_+([^[:alnum:]]|$)', '\1\2', 'g')
      $$`);
    // Documents: computed by BEFORE triggers, for every writer (for why not generated, see
    // docs/decisions/0069-stored-search-documents.md).
    await queryRunner.query(`
      CREATE FUNCTION "entries_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_vector := setweight(to_tsvector('simple'::regconfig, search_plain_text(coalesce(NEW.user_text, ''))), 'A')
          || setweight(to_tsvector('simple'::regconfig, search_plain_text(coalesce(NEW.reply_text, ''))), 'B');
        RETURN NEW;
      END
      $$`);
    await queryRunner.query(`ALTER TABLE "entries" ADD "search_vector" tsvector`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION "files_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_vector := to_tsvector('simple'::regconfig, coalesce(NEW.name, '') || ' '
          || regexp_replace(coalesce(NEW.name, ''), '[^[:alnum:]]+', ' ', 'g') || ' '
          || coalesce(NEW.extracted_text, ''));
        RETURN NEW;
      END
      $$`);

    // The lexicon: each word counts the owner's entries and files that hold it, and goes when none does.
    // Counted per statement, in (owner, word) order, so that concurrent writers never wait on each other in a
    // cycle. Rows deleted along with their owner (a deleted account) count nothing: the lexicon goes with the
    // owner through its foreign key.
    await queryRunner.query(
      `CREATE TABLE "search_words" ("word" text COLLATE "C" NOT NULL, "owner_id" uuid NOT NULL, "uses" integer NOT NULL, CONSTRAINT "PK_search_words" PRIMARY KEY ("word", "owner_id"), CONSTRAINT "FK_search_words_owner" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(`
      CREATE FUNCTION "search_words_count"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO search_words AS w (owner_id, word, uses)
            SELECT a.owner_id, lexeme, count(*) FROM added a, unnest(tsvector_to_array(a.search_vector)) AS lexeme
            GROUP BY 1, 2 ORDER BY 1, 2
            ON CONFLICT (owner_id, word) DO UPDATE SET uses = w.uses + excluded.uses;
          RETURN NULL;
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO search_words AS w (owner_id, word, uses)
            SELECT g.owner_id, lexeme, -count(*) FROM gone g, unnest(tsvector_to_array(g.search_vector)) AS lexeme
            WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = g.owner_id)
            GROUP BY 1, 2 ORDER BY 1, 2
            ON CONFLICT (owner_id, word) DO UPDATE SET uses = w.uses + excluded.uses;
        ELSE
          INSERT INTO search_words AS w (owner_id, word, uses)
            SELECT owner_id, lexeme, sum(n) FROM (
              SELECT a.owner_id, lexeme, 1 AS n FROM added a, unnest(tsvector_to_array(a.search_vector)) AS lexeme
              UNION ALL
              SELECT g.owner_id, lexeme, -1 FROM gone g, unnest(tsvector_to_array(g.search_vector)) AS lexeme
            ) changes
            GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
            ON CONFLICT (owner_id, word) DO UPDATE SET uses = w.uses + excluded.uses;
        END IF;
        DELETE FROM search_words w WHERE w.uses <= 0 AND w.owner_id IN (SELECT owner_id FROM gone);
        RETURN NULL;
      END
      $$`);

    // Files: their lexicon moves to search_words (names now count their inner words too).
    await queryRunner.query(`DROP TRIGGER "file_words_deleted" ON "files"`);
    await queryRunner.query(`DROP TRIGGER "file_words_updated" ON "files"`);
    await queryRunner.query(`DROP TRIGGER "file_words_inserted" ON "files"`);
    await queryRunner.query(`DROP FUNCTION "file_words_count"()`);
    await queryRunner.query(`DROP TABLE "file_words"`);
    await queryRunner.query(`UPDATE "files" SET "search_vector" = NULL`);

    // Entries written before: their documents at once (faster than row by row through the trigger).
    await queryRunner.query(`DROP INDEX "public"."IDX_entries_search_trgm"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_entries_search_fts"`);
    await queryRunner.query(
      `UPDATE "entries" SET "search_vector" = setweight(to_tsvector('simple'::regconfig, search_plain_text(coalesce(user_text, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, search_plain_text(coalesce(reply_text, ''))), 'B')`,
    );
    await queryRunner.query(`ALTER TABLE "entries" ALTER COLUMN "search_vector" SET NOT NULL`);
    await queryRunner.query(
      `CREATE TRIGGER "entries_search_vector" BEFORE INSERT OR UPDATE OF "user_text", "reply_text" ON "entries" FOR EACH ROW EXECUTE FUNCTION "entries_search_vector"()`,
    );
    await queryRunner.query(`
      INSERT INTO search_words (owner_id, word, uses)
      SELECT owner_id, lexeme, count(*) FROM (
        SELECT owner_id, search_vector FROM entries UNION ALL SELECT owner_id, search_vector FROM files
      ) documents, unnest(tsvector_to_array(search_vector)) AS lexeme
      GROUP BY 1, 2`);
    for (const table of ['entries', 'files']) {
      await queryRunner.query(
        `CREATE TRIGGER "${table}_search_words_inserted" AFTER INSERT ON "${table}" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "search_words_count"()`,
      );
      await queryRunner.query(
        `CREATE TRIGGER "${table}_search_words_updated" AFTER UPDATE ON "${table}" REFERENCING OLD TABLE AS gone NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "search_words_count"()`,
      );
      await queryRunner.query(
        `CREATE TRIGGER "${table}_search_words_deleted" AFTER DELETE ON "${table}" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "search_words_count"()`,
      );
    }
    // Built after the backfill: building a GIN index at once is much faster than growing it row by row.
    await queryRunner.query(
      `CREATE INDEX "IDX_entries_search" ON "entries" USING gin ("owner_id", "search_vector")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_search_words_trgm" ON "search_words" USING gin ("owner_id", "word" gin_trgm_ops)`,
    );
    // Names are found by their inner words now, so their trigram index goes.
    await queryRunner.query(`DROP INDEX "public"."IDX_files_name_trgm"`);
    // Replaces the index on owner alone, which it serves too.
    await queryRunner.query(`DROP INDEX "public"."IDX_828014a96481ebcaca82d4db14"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_entries_owner_created" ON "entries" ("owner_id", "created_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_files_name_trgm" ON "files" USING gin ("owner_id", "name" gin_trgm_ops)`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_entries_owner_created"`);
    await queryRunner.query(`CREATE INDEX "IDX_828014a96481ebcaca82d4db14" ON "entries" ("owner_id")`);
    for (const table of ['entries', 'files']) {
      for (const event of ['inserted', 'updated', 'deleted']) {
        await queryRunner.query(`DROP TRIGGER "${table}_search_words_${event}" ON "${table}"`);
      }
    }
    await queryRunner.query(`DROP FUNCTION "search_words_count"()`);
    await queryRunner.query(`DROP TABLE "search_words"`);
    await queryRunner.query(`DROP TRIGGER "entries_search_vector" ON "entries"`);
    await queryRunner.query(`DROP FUNCTION "entries_search_vector"()`);
    await queryRunner.query(`DROP INDEX "public"."IDX_entries_search"`);
    await queryRunner.query(`ALTER TABLE "entries" DROP COLUMN "search_vector"`);
    await queryRunner.query(`DROP FUNCTION "search_plain_text"(text)`);
    await queryRunner.query(
      `CREATE INDEX "IDX_entries_search_fts" ON "entries" USING gin ("owner_id", to_tsvector('simple'::regconfig, coalesce("user_text", '') || ' ' || coalesce("reply_text", '')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_entries_search_trgm" ON "entries" USING gin ("owner_id", (coalesce("user_text", '') || ' ' || coalesce("reply_text", '')) gin_trgm_ops)`,
    );
    // Files: their document and lexicon as FileTextSearch made them.
    await queryRunner.query(`DROP INDEX "public"."IDX_files_search_fts"`);
    await queryRunner.query(`DROP TRIGGER "files_search_vector" ON "files"`);
    await queryRunner.query(`DROP FUNCTION "files_search_vector"()`);
    await queryRunner.query(`ALTER TABLE "files" DROP COLUMN "search_vector"`);
    await new FileTextSearch1795375942045().up(queryRunner);
  }
}
