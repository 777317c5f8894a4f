import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Signed webhooks (issue 26 §2): a writer's webhooks and the deliveries of each event to them. */
export class Webhooks1796900000000 implements MigrationInterface {
  name = 'Webhooks1796900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "webhooks" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "owner_id" uuid NOT NULL, "url" text NOT NULL, "events" text array NOT NULL, "secret" text NOT NULL, "enabled" boolean NOT NULL DEFAULT true, "disabled_reason" character varying(16), "failing_since" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_webhooks" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_webhooks_owner" ON "webhooks" ("owner_id", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "webhook_deliveries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "seq" BIGSERIAL NOT NULL, "webhook_id" uuid NOT NULL, "event" character varying(32) NOT NULL, "payload" jsonb NOT NULL, "status" character varying(16) NOT NULL, "response_code" smallint, "error" text, "attempts" smallint NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE, "job_id" uuid, "sending_since" TIMESTAMP WITH TIME ZONE, "delivered_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_webhook_deliveries" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_webhook_deliveries_webhook_seq" ON "webhook_deliveries" ("webhook_id", "seq") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_webhook_deliveries_sending" ON "webhook_deliveries" ("sending_since") WHERE status = 'sending'`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhooks" ADD CONSTRAINT "FK_webhooks_owner" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_webhook_deliveries_webhook" FOREIGN KEY ("webhook_id") REFERENCES "webhooks"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP TABLE "webhooks"`);
  }
}
