import type { MigrationInterface, QueryRunner } from 'typeorm';

// A conversation's answered question ids, from its opening's answers (those not blank).
const ANSWERED_IDS = (answers: string) => `ARRAY(
  SELECT a->>'questionId' FROM jsonb_array_elements(coalesce(${answers}, '[]'::jsonb)) AS a
   WHERE btrim(coalesce(a->>'answer', '')) <> '')`;

/**
 * `conversations.answered_questions`, kept by a trigger on the openings' answers (written, edited, imported),
 * so a question's answers over time are counted from the owner's conversations of the topic alone
 * (IDX_conversations_owner_topic) rather than by reading every opening. The trigger writes no `updated_at`:
 * an edited answer is not new activity.
 */
export class ConversationAnsweredQuestions1796400000000 implements MigrationInterface {
  name = 'ConversationAnsweredQuestions1796400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "conversations" ADD "answered_questions" text array NOT NULL DEFAULT '{}'`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_conversations_owner_topic" ON "conversations" ("owner_id", "topic", "created_at")`,
    );
    await queryRunner.query(`
      CREATE FUNCTION "conversation_answered_questions"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE conversations SET answered_questions = ${ANSWERED_IDS('NEW.answers')}
         WHERE id = NEW.conversation_id;
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER "entries_opening_answered" AFTER INSERT OR UPDATE OF answers ON "entries"
       FOR EACH ROW WHEN (NEW.kind = 'opening') EXECUTE FUNCTION "conversation_answered_questions"()`,
    );
    await queryRunner.query(`
      UPDATE conversations c SET answered_questions = ${ANSWERED_IDS('e.answers')}
        FROM entries e
       WHERE e.conversation_id = c.id AND e.kind = 'opening'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "entries_opening_answered" ON "entries"`);
    await queryRunner.query(`DROP FUNCTION "conversation_answered_questions"()`);
    await queryRunner.query(`DROP INDEX "public"."IDX_conversations_owner_topic"`);
    await queryRunner.query(`ALTER TABLE "conversations" DROP COLUMN "answered_questions"`);
  }
}
