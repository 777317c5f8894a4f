import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Ask your journal (issue 23 §3): answers written from the writer's entries, with what they cite. */
export class JournalAnswers1796700000000 implements MigrationInterface {
  name = 'JournalAnswers1796700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "journal_answers" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "owner_id" uuid NOT NULL, "question" text NOT NULL, "status" character varying(16) NOT NULL, "text" text, "error" text, "written_by" character varying(40), "citations" jsonb NOT NULL DEFAULT '[]', "job_id" uuid, "heartbeat_at" TIMESTAMP WITH TIME ZONE, "attempts" smallint NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_journal_answers" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_journal_answers_owner_created" ON "journal_answers" ("owner_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_journal_answers_pending" ON "journal_answers" ("heartbeat_at") WHERE status = 'pending'`,
    );
    await queryRunner.query(
      `ALTER TABLE "journal_answers" ADD CONSTRAINT "FK_journal_answers_owner" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "journal_answers"`);
  }
}
