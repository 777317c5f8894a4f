import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Personal access tokens (issue 26 §1): only the sha256 of each token is stored, unique, to look it up by. */
export class AccessTokens1796800000000 implements MigrationInterface {
  name = 'AccessTokens1796800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "access_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "owner_id" uuid NOT NULL, "name" character varying(100) NOT NULL, "token_hash" character(64) NOT NULL, "scopes" character varying(8) array NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE, "expires_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_access_tokens" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_access_tokens_owner_created" ON "access_tokens" ("owner_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_access_tokens_token_hash" ON "access_tokens" ("token_hash") `,
    );
    await queryRunner.query(
      `ALTER TABLE "access_tokens" ADD CONSTRAINT "FK_access_tokens_owner" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "access_tokens"`);
  }
}
