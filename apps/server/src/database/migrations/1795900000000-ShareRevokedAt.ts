import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When an entry's owner stopped sharing it, so its old link can say it was revoked rather than not found. */
export class ShareRevokedAt1795900000000 implements MigrationInterface {
  name = 'ShareRevokedAt1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "entries" ADD "share_revoked_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "entries" DROP COLUMN "share_revoked_at"`);
  }
}
