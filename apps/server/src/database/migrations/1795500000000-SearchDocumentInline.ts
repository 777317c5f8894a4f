import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An entry's search document is kept in its row (storage MAIN) rather than moved out to the TOAST table. A
 * search for a common word reads the owner's entries newest first and tests each document: out of line, each
 * test fetched its document through the TOAST index, four more times for each of the newest matches it ranks
 * (about twice the time of the walk, on the bench's data). The row's texts, read for the page's snippets and
 * the timeline, go out of line instead when a row is too long (about 2 kB): a document no longer fits beside
 * them only for long texts, and then it goes out of line too, as a last resort.
 *
 * Rows written from now on (and rows updated) follow the new storage; `VACUUM FULL entries` rewrites the
 * existing ones (it locks the table while it runs; see the README, A real PostgreSQL).
 */
export class SearchDocumentInline1795500000000 implements MigrationInterface {
  name = 'SearchDocumentInline1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "entries" ALTER COLUMN "search_vector" SET STORAGE MAIN`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "entries" ALTER COLUMN "search_vector" SET STORAGE EXTENDED`);
  }
}
