import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's lexicon keyed by owner first: a search reads one owner's words starting with what was typed (how
 * many entries hold them, to choose how to find the matches), a range of (owner_id, word). Keyed by word first,
 * a short prefix read that range for every owner.
 */
export class SearchWordsByOwner1795400000000 implements MigrationInterface {
  name = 'SearchWordsByOwner1795400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "search_words" DROP CONSTRAINT "PK_search_words"`);
    await queryRunner.query(
      `ALTER TABLE "search_words" ADD CONSTRAINT "PK_search_words" PRIMARY KEY ("owner_id", "word")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "search_words" DROP CONSTRAINT "PK_search_words"`);
    await queryRunner.query(
      `ALTER TABLE "search_words" ADD CONSTRAINT "PK_search_words" PRIMARY KEY ("word", "owner_id")`,
    );
  }
}
