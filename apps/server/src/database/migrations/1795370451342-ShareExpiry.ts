import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ShareExpiry1795370451342 implements MigrationInterface {
  name = 'ShareExpiry1795370451342';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "entries" ADD "share_expires_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "entries" DROP COLUMN "share_expires_at"`);
  }
}
