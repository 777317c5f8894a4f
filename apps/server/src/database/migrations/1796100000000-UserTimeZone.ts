import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UserTimeZone1796100000000 implements MigrationInterface {
  name = 'UserTimeZone1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "time_zone" text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "time_zone"`);
  }
}
