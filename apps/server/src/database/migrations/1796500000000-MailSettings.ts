import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Writing reminders and review digests by email (issue 24 §6): the settings and when each is next due. */
export class MailSettings1796500000000 implements MigrationInterface {
  name = 'MailSettings1796500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "writing_reminder" jsonb`);
    await queryRunner.query(`ALTER TABLE "users" ADD "review_digest" jsonb`);
    await queryRunner.query(`ALTER TABLE "users" ADD "reminder_due_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "users" ADD "digest_due_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `CREATE INDEX "IDX_users_reminder_due" ON "users" ("reminder_due_at") WHERE reminder_due_at IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_users_digest_due" ON "users" ("digest_due_at") WHERE digest_due_at IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_users_digest_due"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_users_reminder_due"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "digest_due_at"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "reminder_due_at"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "review_digest"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "writing_reminder"`);
  }
}
