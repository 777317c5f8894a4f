import { MESSAGES } from 'src/common/messages';
import { writerWith } from './support/dated-journal';
import { expectGraphqlError } from './support/expect-errors';
import { directQuery } from './support/direct-sql';
import { exportJournal, importJournal } from './support/journal-transfer';
import { signUp, startTestApp, type TestApp } from './support/test-app';

const QUESTION_HISTORY = /* GraphQL */ `
  query ($topic: String!, $questionId: String!, $limit: Int, $offset: Int) {
    questionHistory(topic: $topic, questionId: $questionId, limit: $limit, offset: $offset) {
      topic
      questionId
      question
      total
      hasMore
      items {
        entryId
        conversationId
        projectName
        question
        answer
        createdAt
      }
    }
  }
`;

interface QuestionHistory {
  topic: string;
  questionId: string;
  question: string;
  total: number;
  hasMore: boolean;
  items: Array<{ projectName: string; question: string; answer: string; createdAt: string }>;
}

const answers = (first: string, who = 'Rosa') => [
  { questionId: 'q1', answer: first },
  { questionId: 'q2', answer: who },
];

describe("each question's answers over time (questionHistory)", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  async function history(token: string, topic: string, questionId: string, page = {}) {
    const result = await app.gql<{ questionHistory: QuestionHistory }>(
      QUESTION_HISTORY,
      { topic, questionId, ...page },
      token,
    );
    if (!result.body.data) throw new Error(JSON.stringify(result.body.errors));
    return result.body.data.questionHistory;
  }

  it('should answer every answer to the question, newest first, a page at a time, and no other topic', async () => {
    const { token } = await writerWith(app, 'UTC', [
      { project: '2024', at: '2024-06-01T10:00:00Z', answers: answers('The lighthouse.') },
      { project: '2026', at: '2026-06-01T10:00:00Z', answers: answers('The orchard.') },
      { project: '2025', at: '2025-06-01T10:00:00Z', answers: answers('The harbour.') },
      {
        project: 'Travel',
        at: '2026-07-01T10:00:00Z',
        topic: 'travel',
        answers: [
          { questionId: 'q1', answer: 'Lisbon.' },
          { questionId: 'q2', answer: 'A tram ride.' },
        ],
      },
    ]);

    const first = await history(token, 'familyMemories', 'q1', { limit: 2 });
    const rest = await history(token, 'familyMemories', 'q1', { limit: 2, offset: 2 });

    expect(first).toMatchObject({
      topic: 'familyMemories',
      questionId: 'q1',
      question: expect.stringContaining('Which family memory'),
      total: 3,
      hasMore: true,
    });
    expect(first.items.map((item) => [item.projectName, item.answer])).toEqual([
      ['2026', 'The orchard.'],
      ['2025', 'The harbour.'],
    ]);
    expect(first.items[0].createdAt).toBe('2026-06-01T10:00:00.000Z');
    expect(rest).toMatchObject({ total: 3, hasMore: false });
    expect(rest.items.map((item) => item.answer)).toEqual(['The lighthouse.']);
  });

  it('should leave out openings that skipped the question, and keep the wording it was asked in', async () => {
    const { token, openingIds } = await writerWith(app, 'UTC', [
      { project: 'Answered', at: '2026-01-01T10:00:00Z', answers: answers('The pier.', 'Grandpa') },
      {
        project: 'Skipped',
        at: '2026-01-02T10:00:00Z',
        answers: [...answers('The bakery.', 'Nonna'), { questionId: 'q3', answer: 'Warm bread.' }],
      },
    ]);
    // An opening answered under an older wording of q3.
    await directQuery(
      app,
      `UPDATE entries SET answers = jsonb_set(answers, '{2,question}', '"What did it smell like?"') WHERE id = $1`,
      [openingIds[1]],
    );

    const found = await history(token, 'familyMemories', 'q3');

    expect(found.items.map((item) => [item.projectName, item.question, item.answer])).toEqual([
      ['Skipped', 'What did it smell like?', 'Warm bread.'],
    ]);
    expect(found.question).not.toBe('What did it smell like?');
  });

  it('should count an answer given, then taken back by editing the opening, and one given by an import', async () => {
    const { token, openingIds } = await writerWith(app, 'UTC', [
      {
        project: 'Edited',
        at: '2026-01-01T10:00:00Z',
        answers: [...answers('The pier.'), { questionId: 'q3', answer: 'Salt.' }],
      },
    ]);
    const before = await history(token, 'familyMemories', 'q3');

    await app.gql(
      'mutation ($id: ID!, $answers: [AnswerInput!]) { editEntry(id: $id, answers: $answers) { id } }',
      { id: openingIds[0], answers: answers('The pier.') },
      token,
    );
    const after = await history(token, 'familyMemories', 'q3');
    const exported = await exportJournal(app, token);
    await importJournal(app, token, exported.bytes, true);
    const imported = await history(token, 'familyMemories', 'q1');

    expect([before.total, before.items.length]).toEqual([1, 1]);
    expect([after.total, after.items.length]).toEqual([0, 0]);
    expect([imported.total, imported.items.length]).toEqual([2, 2]);
  });

  it("should show nobody another writer's answers", async () => {
    await writerWith(app, 'UTC', [
      { project: 'Mine', at: '2026-02-01T10:00:00Z', answers: answers('Secret.') },
    ]);
    const { token } = await signUp(app);

    expect(await history(token, 'familyMemories', 'q1')).toMatchObject({
      total: 0,
      items: [],
      hasMore: false,
    });
  });

  it.each([
    ['an unknown topic', 'noSuchTopic', 'q1', MESSAGES.topicUnknown],
    ['a label key', 'topicSelectionLabel', 'q1', MESSAGES.topicUnknown],
    ['an unknown question', 'familyMemories', 'q99', MESSAGES.questionUnknown],
  ])('should refuse %s with a clear message', async (_case, topic, questionId, message) => {
    const { token } = await signUp(app);

    expectGraphqlError(await app.gql(QUESTION_HISTORY, { topic, questionId }, token), {
      code: 'BAD_USER_INPUT',
      message,
    });
  });
});
