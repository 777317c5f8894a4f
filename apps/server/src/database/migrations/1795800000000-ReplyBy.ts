import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Who wrote an entry's reply (the AI provider's name), so a client can label the offline companion's. */
export class ReplyBy1795800000000 implements MigrationInterface {
  name = 'ReplyBy1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "entries" ADD "reply_by" character varying(40)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "entries" DROP COLUMN "reply_by"`);
  }
}
