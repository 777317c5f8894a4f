import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RevokedSessions1795366727832 implements MigrationInterface {
  name = 'RevokedSessions1795366727832';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "revoked_sessions" ("id" uuid NOT NULL, "user_id" uuid NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_d593ed058225cdb3fe0846dd0f7" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_4d1e5018637edc0231fa895bc5" ON "revoked_sessions" ("user_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_6bf41a31d81b443be5b6a3dfb4" ON "revoked_sessions" ("expires_at")`,
    );
    await queryRunner.query(
      `ALTER TABLE "revoked_sessions" ADD CONSTRAINT "FK_4d1e5018637edc0231fa895bc53" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "revoked_sessions" DROP CONSTRAINT "FK_4d1e5018637edc0231fa895bc53"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_6bf41a31d81b443be5b6a3dfb4"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4d1e5018637edc0231fa895bc5"`);
    await queryRunner.query(`DROP TABLE "revoked_sessions"`);
  }
}
