import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ReplyJobs1795386842490 implements MigrationInterface {
  name = 'ReplyJobs1795386842490';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "entries" ADD "reply_job_id" uuid`);
    await queryRunner.query(`ALTER TABLE "entries" ADD "reply_heartbeat_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `CREATE INDEX "IDX_entries_pending_reply" ON "entries" ("reply_heartbeat_at") WHERE reply_status = 'pending'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_entries_pending_reply"`);
    await queryRunner.query(`ALTER TABLE "entries" DROP COLUMN "reply_heartbeat_at"`);
    await queryRunner.query(`ALTER TABLE "entries" DROP COLUMN "reply_job_id"`);
  }
}
