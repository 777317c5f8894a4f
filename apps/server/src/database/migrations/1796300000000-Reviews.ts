import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Reviews1796300000000 implements MigrationInterface {
  name = 'Reviews1796300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "reviews" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "owner_id" uuid NOT NULL, "period" character varying(8) NOT NULL, "start_day" date NOT NULL, "end_day" date NOT NULL, "time_zone" text NOT NULL, "status" character varying(16) NOT NULL, "text" text, "error" text, "written_by" character varying(40), "stats" jsonb NOT NULL, "citations" jsonb NOT NULL, "job_id" uuid, "heartbeat_at" TIMESTAMP WITH TIME ZONE, "attempts" smallint NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_231ae565c273ee700b283f15c1d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_reviews_pending" ON "reviews" ("heartbeat_at") WHERE status = 'pending'`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_reviews_owner_created" ON "reviews" ("owner_id", "created_at")`,
    );
    await queryRunner.query(
      `ALTER TABLE "reviews" ADD CONSTRAINT "FK_f10ec451b96a01bd50aa6b46c85" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reviews" DROP CONSTRAINT "FK_f10ec451b96a01bd50aa6b46c85"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_reviews_owner_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_reviews_pending"`);
    await queryRunner.query(`DROP TABLE "reviews"`);
  }
}
