import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The journals imported into each account, by fingerprint: the same export imported again is noticed. */
export class JournalImports1796000000000 implements MigrationInterface {
  name = 'JournalImports1796000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "journal_imports" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "owner_id" uuid NOT NULL, "fingerprint" character(64) NOT NULL, "imported_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9fdc5e16a8f0284c6d7e790c3f9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_journal_imports_owner_fingerprint" ON "journal_imports" ("owner_id", "fingerprint")`,
    );
    await queryRunner.query(
      `ALTER TABLE "journal_imports" ADD CONSTRAINT "FK_55a36bf4465ab73dd30ddfe7030" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "journal_imports" DROP CONSTRAINT "FK_55a36bf4465ab73dd30ddfe7030"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_journal_imports_owner_fingerprint"`);
    await queryRunner.query(`DROP TABLE "journal_imports"`);
  }
}
