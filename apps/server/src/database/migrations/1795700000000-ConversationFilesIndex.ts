import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A conversation's entries that carry a file, newest last: its picture in the journal without reading the rest. */
export class ConversationFilesIndex1795700000000 implements MigrationInterface {
  name = 'ConversationFilesIndex1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_entries_conversation_files" ON "entries" ("conversation_id", "order_index") WHERE file_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_entries_conversation_files"`);
  }
}
