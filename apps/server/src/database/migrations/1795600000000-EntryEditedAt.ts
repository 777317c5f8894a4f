import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When the writer last changed the words of an entry (editEntry); null for an entry never edited. */
export class EntryEditedAt1795600000000 implements MigrationInterface {
  name = 'EntryEditedAt1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "entries" ADD "edited_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "entries" DROP COLUMN "edited_at"`);
  }
}
