import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OpeningIndex1795376299012 implements MigrationInterface {
  name = 'OpeningIndex1795376299012';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_entries_opening" ON "entries" ("conversation_id") WHERE kind = 'opening'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_entries_opening"`);
  }
}
