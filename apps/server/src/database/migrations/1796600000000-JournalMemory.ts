import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Flexi remembers (issue 23): the summary of a long conversation's earlier turns (§1), the writer's memory
 * setting, and what each reply drew on from their other conversations (§2).
 */
export class JournalMemory1796600000000 implements MigrationInterface {
  name = 'JournalMemory1796600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "conversations" ADD "summary" text`);
    await queryRunner.query(`ALTER TABLE "conversations" ADD "summary_through" integer`);
    await queryRunner.query(`ALTER TABLE "conversations" ADD "summary_job_id" uuid`);
    await queryRunner.query(`ALTER TABLE "conversations" ADD "summary_asked_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "users" ADD "ai_memory" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(
      `CREATE TABLE "entry_memories" ("entry_id" uuid NOT NULL, "position" smallint NOT NULL, "source_id" uuid NOT NULL, CONSTRAINT "PK_entry_memories" PRIMARY KEY ("entry_id", "position"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_entry_memories_source" ON "entry_memories" ("source_id")`);
    await queryRunner.query(
      `ALTER TABLE "entry_memories" ADD CONSTRAINT "FK_entry_memories_entry" FOREIGN KEY ("entry_id") REFERENCES "entries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "entry_memories" ADD CONSTRAINT "FK_entry_memories_source" FOREIGN KEY ("source_id") REFERENCES "entries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "entry_memories"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "ai_memory"`);
    await queryRunner.query(`ALTER TABLE "conversations" DROP COLUMN "summary_asked_at"`);
    await queryRunner.query(`ALTER TABLE "conversations" DROP COLUMN "summary_job_id"`);
    await queryRunner.query(`ALTER TABLE "conversations" DROP COLUMN "summary_through"`);
    await queryRunner.query(`ALTER TABLE "conversations" DROP COLUMN "summary"`);
  }
}
