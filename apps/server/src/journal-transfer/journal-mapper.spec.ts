import type { JournalAnswerEntity } from 'src/journal-answers/journal-answer.entity';
import { ANSWER_UNFINISHED_AT_EXPORT } from './journal-format';
import { toJournalAnswer } from './journal-mapper';

const CREATED = new Date('2026-11-22T14:03:27.123Z');

function answer(change: Partial<JournalAnswerEntity> = {}): JournalAnswerEntity {
  return {
    id: 'a1',
    ownerId: 'u1',
    question: 'Where did we spend the summers?',
    status: 'complete',
    text: 'At the lighthouse [1].',
    error: null,
    writtenBy: 'offline-companion',
    citations: [
      {
        id: 'e1',
        conversationId: 'c1',
        orderIndex: 0,
        projectName: 'Summer house',
        createdAt: '2026-08-14T09:00:00.000Z',
        snippet: 'The cliff.',
      },
    ],
    jobId: 'j1',
    heartbeatAt: CREATED,
    attempts: 1,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...change,
  };
}

describe(toJournalAnswer.name, () => {
  it('should give the answer and its citations, nothing of its job', () => {
    expect(toJournalAnswer(answer())).toEqual({
      question: 'Where did we spend the summers?',
      status: 'complete',
      text: 'At the lighthouse [1].',
      error: null,
      writtenBy: 'offline-companion',
      createdAt: '2026-11-22T14:03:27.123Z',
      citations: [
        {
          entryId: 'e1',
          conversationId: 'c1',
          orderIndex: 0,
          projectName: 'Summer house',
          createdAt: '2026-08-14T09:00:00.000Z',
          snippet: 'The cliff.',
        },
      ],
    });
  });

  it('should keep a failed answer as it is', () => {
    expect(toJournalAnswer(answer({ status: 'failed', text: null, error: 'Timed out.' }))).toMatchObject({
      status: 'failed',
      text: null,
      error: 'Timed out.',
    });
  });

  it('should export an answer still being written as failed, without its unfinished text', () => {
    expect(toJournalAnswer(answer({ status: 'pending', text: 'At the', writtenBy: null }))).toMatchObject({
      status: 'failed',
      text: null,
      error: ANSWER_UNFINISHED_AT_EXPORT,
      citations: [expect.objectContaining({ entryId: 'e1' })],
    });
    expect(ANSWER_UNFINISHED_AT_EXPORT).toBe(
      'The answer was still being written when the journal was exported.',
    );
  });
});
