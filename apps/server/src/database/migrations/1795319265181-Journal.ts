import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Journal1795319265181 implements MigrationInterface {
  name = 'Journal1795319265181';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "conversations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "owner_id" uuid NOT NULL, "topic" character varying(64) NOT NULL, "project_name" character varying(100) NOT NULL, "title" character varying(200), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ee34f4f7ced4ec8681f26bf04ef" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_conversations_owner_activity" ON "conversations" ("owner_id", "updated_at")`,
    );
    await queryRunner.query(
      `CREATE TABLE "files" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "owner_id" uuid NOT NULL, "name" character varying(255) NOT NULL, "mime" character varying(64) NOT NULL, "size" integer NOT NULL, "sha256" character(64) NOT NULL, "storage_key" character varying(255) NOT NULL, "extracted_text" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6c16b9093a142e0e7613b04a3d9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_4bc1db1f4f34ec9415acd88afd" ON "files" ("owner_id")`);
    await queryRunner.query(
      `CREATE TABLE "entries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "conversation_id" uuid NOT NULL, "owner_id" uuid NOT NULL, "kind" character varying(16) NOT NULL, "order_index" integer NOT NULL, "user_text" text NOT NULL, "answers" jsonb, "reply_text" text, "reply_status" character varying(16) NOT NULL, "reply_error" text, "file_id" uuid, "shared_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_23d4e7e9b58d9939f113832915b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_828014a96481ebcaca82d4db14" ON "entries" ("owner_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_b556f7f54f5456fb8b36427020" ON "entries" ("file_id")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_entries_conversation_order" ON "entries" ("conversation_id", "order_index")`,
    );
    await queryRunner.query(
      `ALTER TABLE "conversations" ADD CONSTRAINT "FK_3964fc360a683d14cf0f1472751" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "files" ADD CONSTRAINT "FK_4bc1db1f4f34ec9415acd88afdb" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "entries" ADD CONSTRAINT "FK_9f19209df6eeaf0d502c8ab256e" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "entries" ADD CONSTRAINT "FK_828014a96481ebcaca82d4db146" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "entries" ADD CONSTRAINT "FK_b556f7f54f5456fb8b36427020e" FOREIGN KEY ("file_id") REFERENCES "files"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    // Search: full text (word prefixes) and trigrams (typos), each scoped by owner through btree_gin so that
    // one index scan finds only the searching user's rows. search.repository.ts uses the same expressions.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gin`);
    await queryRunner.query(
      `CREATE INDEX "IDX_entries_search_fts" ON "entries" USING gin ("owner_id", to_tsvector('simple'::regconfig, coalesce("user_text", '') || ' ' || coalesce("reply_text", '')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_entries_search_trgm" ON "entries" USING gin ("owner_id", (coalesce("user_text", '') || ' ' || coalesce("reply_text", '')) gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_files_name_trgm" ON "files" USING gin ("owner_id", "name" gin_trgm_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_files_name_trgm"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_entries_search_trgm"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_entries_search_fts"`);
    await queryRunner.query(`ALTER TABLE "entries" DROP CONSTRAINT "FK_b556f7f54f5456fb8b36427020e"`);
    await queryRunner.query(`ALTER TABLE "entries" DROP CONSTRAINT "FK_828014a96481ebcaca82d4db146"`);
    await queryRunner.query(`ALTER TABLE "entries" DROP CONSTRAINT "FK_9f19209df6eeaf0d502c8ab256e"`);
    await queryRunner.query(`ALTER TABLE "files" DROP CONSTRAINT "FK_4bc1db1f4f34ec9415acd88afdb"`);
    await queryRunner.query(`ALTER TABLE "conversations" DROP CONSTRAINT "FK_3964fc360a683d14cf0f1472751"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_entries_conversation_order"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b556f7f54f5456fb8b36427020"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_828014a96481ebcaca82d4db14"`);
    await queryRunner.query(`DROP TABLE "entries"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4bc1db1f4f34ec9415acd88afd"`);
    await queryRunner.query(`DROP TABLE "files"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_conversations_owner_activity"`);
    await queryRunner.query(`DROP TABLE "conversations"`);
    await queryRunner.query(`DROP EXTENSION IF EXISTS btree_gin`);
    await queryRunner.query(`DROP EXTENSION IF EXISTS pg_trgm`);
  }
}
