import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EntryMood1796200000000 implements MigrationInterface {
  name = 'EntryMood1796200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // 1 awful - 5 great (src/conversations/mood.ts); the check keeps any writer but the API's in bounds.
    await queryRunner.query(
      `ALTER TABLE "entries" ADD "mood" smallint CONSTRAINT "CHK_entries_mood" CHECK ("mood" BETWEEN 1 AND 5)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "entries" DROP COLUMN "mood"`);
  }
}
