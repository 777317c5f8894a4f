import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JournalAnswers, JournalConversation, JournalV1 } from './journal-format';
import { JournalJsonWriter } from './journal-json-writer';

const T = '2026-11-22T14:03:27.123Z';
const HEAD = {
  format: 'flexi-journal',
  version: 1,
  exportedAt: T,
  user: { username: 'marta', displayName: null, email: 'marta@example.com' },
} as const;

const conversation = (id: string): JournalConversation => ({
  id,
  topic: 'reflection',
  topicName: null,
  projectName: 'Line\nbreak "quoted"',
  title: null,
  createdAt: T,
  updatedAt: T,
  entries: [],
});

const ANSWERS: JournalAnswers = {
  version: 1,
  items: [
    {
      question: 'When?\nAnd where?',
      status: 'complete',
      text: 'Then [1].',
      error: null,
      writtenBy: 'offline-companion',
      createdAt: T,
      citations: [
        {
          entryId: 'e1',
          conversationId: 'c1',
          orderIndex: 0,
          projectName: 'Summer house',
          createdAt: T,
          snippet: 'The cliff.',
        },
      ],
    },
  ],
};

describe(JournalJsonWriter.name, () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'flexi-journal-json-'));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  async function written(conversations: JournalConversation[], answers: JournalAnswers): Promise<string> {
    const writer = new JournalJsonWriter(join(dir, 'journal.json'));
    await writer.begin(HEAD);
    for (const item of conversations) await writer.add(item);
    await writer.end(answers);
    return readFileSync(writer.path, 'utf8');
  }

  it.each([
    ['no conversations and no answers', [], { version: 1, items: [] }],
    ['conversations and answers', [conversation('c1'), conversation('c2')], ANSWERS],
  ] as Array<[string, JournalConversation[], JournalAnswers]>)(
    'should write %s as JSON.stringify indents it, the answers after the conversations',
    async (_name, conversations, answers) => {
      const journal: JournalV1 = { ...HEAD, conversations, journalAnswers: answers };

      const text = await written(conversations, answers);

      expect(text).toBe(`${JSON.stringify(journal, null, 2)}\n`);
      expect(Object.keys(JSON.parse(text) as object)).toEqual([
        'format',
        'version',
        'exportedAt',
        'user',
        'conversations',
        'journalAnswers',
      ]);
    },
  );
});
