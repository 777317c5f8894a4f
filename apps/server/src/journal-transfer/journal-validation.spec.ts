import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import type { JournalV1 } from './journal-format';
import { type JournalRules, parseJournal } from './journal-validation';

const RULES = { fileMaxBytes: 1024 };
const T = '2026-11-22T14:03:27.123Z';

const SHA = 'a'.repeat(64);

/** A small valid journal: one conversation with an opening (with a file), a continuation and a note. */
function journal(): JournalV1 {
  const file = {
    name: 'pixel.png',
    mime: 'image/png' as const,
    size: 68,
    sha256: SHA,
    path: 'files/1-pixel.png',
  };
  return {
    format: 'flexi-journal',
    version: 1,
    exportedAt: T,
    user: { username: 'marta', displayName: null, email: 'marta@example.com' },
    conversations: [
      {
        id: 'c1',
        topic: 'familyMemories',
        topicName: 'Family Memories',
        projectName: 'Summer house',
        title: null,
        createdAt: T,
        updatedAt: T,
        entries: [
          {
            id: 'e1',
            kind: 'opening',
            orderIndex: 0,
            userText: 'Project: Summer house',
            answers: [{ questionId: 'q1', question: 'Where?', answer: 'The cliff.' }],
            reply: { status: 'complete', text: 'Lovely.', error: null },
            file,
            share: { sharedAt: T, expiresAt: null },
            createdAt: T,
            updatedAt: T,
          },
          {
            id: 'e2',
            kind: 'continuation',
            orderIndex: 1,
            userText: 'More.',
            answers: null,
            reply: { status: 'failed', text: null, error: 'timeout' },
            file,
            share: null,
            createdAt: T,
            updatedAt: T,
          },
          {
            id: 'e3',
            kind: 'note',
            orderIndex: 5,
            userText: 'Call Rosa.',
            answers: null,
            reply: { status: 'none', text: null, error: null },
            file: null,
            share: null,
            createdAt: T,
            updatedAt: T,
          },
        ],
      },
    ],
  };
}

/** The journal with the answers section as the export writes it: one complete answer citing e1 and e2. */
function withAnswers(): JournalV1 {
  return {
    ...journal(),
    journalAnswers: {
      version: 1,
      items: [
        {
          question: 'Where did we spend the summers?',
          status: 'complete',
          text: 'At the lighthouse on the cliff [1], swimming [2].',
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
            {
              entryId: 'e2',
              conversationId: 'c1',
              orderIndex: 1,
              projectName: 'Summer house',
              createdAt: T,
              snippet: 'More.',
            },
          ],
        },
        {
          question: 'Who is Rosa?',
          status: 'failed',
          text: null,
          error: 'The answer was still being written when the journal was exported.',
          writtenBy: null,
          createdAt: T,
          citations: [],
        },
      ],
    },
  };
}

async function refusal(
  change: (j: JournalV1) => void,
  base: () => JournalV1 = journal,
): Promise<{ code: string; message: string }> {
  const j = base();
  change(j);
  try {
    await parseJournal(JSON.parse(JSON.stringify(j)), RULES);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('accepted');
}

const invalid = (path: string, problem: string) => ({
  code: 'IMPORT_INVALID',
  message: MESSAGES.importInvalidValue(path, problem),
});

describe(parseJournal.name, () => {
  it('should accept a journal as the export writes it, ignoring fields it does not know', async () => {
    const j = { ...journal(), comment: 'from the future' };

    await expect(parseJournal(j, RULES)).resolves.toEqual(journal());
  });

  it('should accept a journal with no conversations', async () => {
    await expect(parseJournal({ ...journal(), conversations: [] }, RULES)).resolves.toMatchObject({
      conversations: [],
    });
  });

  it('should accept a note without words that carries a photo (a Day One photo of its own)', async () => {
    const j = journal();
    Object.assign(j.conversations[0].entries[2], { userText: '', file: j.conversations[0].entries[0].file });

    await expect(parseJournal(j, RULES)).resolves.toEqual(j);
  });

  it.each<[string, unknown]>([
    ['not an object', 'flexi-journal'],
    ['null', null],
    ['no format marker', { version: 1, conversations: [] }],
    ["another app's format", { format: 'day-one', version: 1 }],
  ])('should say it is not a journal export when given %s', async (_name, json) => {
    await expect(parseJournal(json, RULES)).rejects.toThrow(MESSAGES.importNotAJournal);
  });

  it('should refuse a newer version as such, before looking at the rest', async () => {
    expect(await refusal((j) => Object.assign(j, { version: 2, conversations: 'unknown shape' }))).toEqual({
      code: 'IMPORT_NEWER_VERSION',
      message: MESSAGES.importNewerVersion,
    });
  });

  it.each<[string, (j: JournalV1) => void, { code: string; message: string }]>([
    ['version 0', (j) => Object.assign(j, { version: 0 }), invalid('version', 'Invalid input: expected 1')],
    [
      'a project name over 100 characters',
      (j) => (j.conversations[0].projectName = 'x'.repeat(101)),
      invalid('conversations[0].projectName', 'must be at most 100 characters'),
    ],
    [
      'a topic key with spaces',
      (j) => (j.conversations[0].topic = 'family memories'),
      invalid('conversations[0].topic', 'must be a topic key (letters, digits, "_" or "-")'),
    ],
    [
      'an answer over 600 characters',
      (j) =>
        (j.conversations[0].entries[0].answers = [
          { questionId: 'q1', question: 'Q', answer: 'x'.repeat(601) },
        ]),
      invalid('conversations[0].entries[0].answers[0].answer', 'must be at most 600 characters'),
    ],
    [
      'a note over 600 characters',
      (j) => (j.conversations[0].entries[2].userText = 'x'.repeat(601)),
      invalid('conversations[0].entries[2].userText', 'must be at most 600 characters'),
    ],
    [
      'a blank note',
      (j) => (j.conversations[0].entries[2].userText = ' \n '),
      invalid('conversations[0].entries[2].userText', 'Please write something before adding a note.'),
    ],
    [
      'answers on a continuation',
      (j) => (j.conversations[0].entries[1].answers = []),
      invalid('conversations[0].entries[1].answers', 'only an opening has answers'),
    ],
    [
      'a continuation without a reply status',
      (j) => (j.conversations[0].entries[1].reply.status = 'none'),
      invalid(
        'conversations[0].entries[1].reply.status',
        'openings and continuations have a reply status of pending, complete or failed',
      ),
    ],
    [
      'a complete reply without text',
      (j) => (j.conversations[0].entries[0].reply.text = null),
      invalid('conversations[0].entries[0].reply.text', 'a complete reply has a text'),
    ],
    [
      'a second opening',
      (j) => (j.conversations[0].entries[1].kind = 'opening'),
      invalid('conversations[0].entries[1].kind', 'a conversation has one opening, its first entry'),
    ],
    [
      'a conversation without entries',
      (j) => (j.conversations[0].entries = []),
      invalid('conversations[0].entries', 'a conversation has at least its opening'),
    ],
    [
      'a repeated order index',
      (j) => (j.conversations[0].entries[2].orderIndex = 1),
      invalid('conversations[0].entries[2].orderIndex', 'entries must be in increasing orderIndex'),
    ],
    [
      'a fractional order index',
      (j) => (j.conversations[0].entries[2].orderIndex = 2.5),
      invalid('conversations[0].entries[2].orderIndex', 'Invalid input: expected int, received number'),
    ],
    [
      'a file over the attachment limit',
      (j) => j.conversations[0].entries[0].file && (j.conversations[0].entries[0].file.size = 1025),
      invalid('conversations[0].entries[0].file.size', 'must be at most 1024 bytes'),
    ],
    [
      'a file of a type the app does not take',
      (j) => Object.assign(j.conversations[0].entries[0].file ?? {}, { mime: 'image/svg+xml' }),
      invalid(
        'conversations[0].entries[0].file.mime',
        'Invalid option: expected one of "image/png"|"image/jpeg"|"application/pdf"|"text/plain"',
      ),
    ],
    [
      'a file path outside files/',
      (j) => Object.assign(j.conversations[0].entries[0].file ?? {}, { path: 'journal.json' }),
      invalid('conversations[0].entries[0].file.path', 'must start with files/'),
    ],
    [
      'one path for two different files',
      (j) =>
        (j.conversations[0].entries[1].file = {
          ...j.conversations[0].entries[1].file!,
          sha256: 'b'.repeat(64),
        }),
      invalid('conversations[0].entries[1].file.path', 'names another file with different contents'),
    ],
    [
      'the NUL character',
      (j) => (j.conversations[0].entries[1].reply.error = 'a\u0000'),
      invalid('conversations[0].entries[1].reply.error', 'must not contain the NUL character'),
    ],
    [
      'a time without a zone',
      (j) => (j.conversations[0].entries[0].createdAt = '2026-11-22 14:03'),
      invalid('conversations[0].entries[0].createdAt', 'must be an ISO 8601 date and time'),
    ],
    [
      'a time before 1970',
      (j) => (j.conversations[0].updatedAt = '1969-12-31T23:59:59Z'),
      invalid('conversations[0].updatedAt', 'must be in 1970 or later'),
    ],
    [
      'conversations that are not a list',
      (j) => Object.assign(j, { conversations: {} }),
      invalid('conversations', 'Invalid input: expected array, received object'),
    ],
  ])('should refuse %s, naming where', async (_name, change, expected) => {
    expect(await refusal(change)).toEqual(expected);
  });

  it.each<[string, JournalRules['limits'], string]>([
    ['conversations', { conversationsMax: 1 }, 'must hold at most 1 conversations'],
    ['entries', { entriesMax: 5 }, 'must hold at most 5 entries in all'],
    ['attachments', { filesMax: 1 }, 'must attach at most 1 files in all'],
  ])('should refuse more %s than an import takes', async (_name, limits, problem) => {
    const j = journal();
    const second = structuredClone(j.conversations[0]);
    const file = second.entries[1].file;
    if (file) file.path = 'files/2-pixel.png';
    j.conversations.push(second);

    await expect(parseJournal(j, { ...RULES, limits })).rejects.toThrow(
      MESSAGES.importInvalidValue('conversations', problem),
    );
    await expect(parseJournal(j, RULES)).resolves.toEqual(j);
  });

  describe('the answers section (journalAnswers)', () => {
    const answers = (j: JournalV1) => j.journalAnswers?.items ?? [];
    const citation = (j: JournalV1) => answers(j)[0].citations[0];
    const answerRefusal = (change: (j: JournalV1) => void) => refusal(change, withAnswers);

    it('should accept the section as the export writes it, and an empty one', async () => {
      await expect(parseJournal(withAnswers(), RULES)).resolves.toEqual(withAnswers());
      await expect(
        parseJournal({ ...journal(), journalAnswers: { version: 1, items: [] } }, RULES),
      ).resolves.toEqual({ ...journal(), journalAnswers: { version: 1, items: [] } });
    });

    it('should read a journal without the section (an older export) as having no answers section', async () => {
      const parsed = await parseJournal(journal(), RULES);

      expect(parsed).not.toHaveProperty('journalAnswers');
    });

    it('should ignore fields of an answer or a citation it does not know', async () => {
      const j = withAnswers();
      Object.assign(answers(j)[0], { id: 'a1', rating: 5 });
      Object.assign(citation(j), { score: 0.7 });

      await expect(parseJournal(j, RULES)).resolves.toEqual(withAnswers());
    });

    it('should refuse a newer version of the section as a newer export', async () => {
      expect(
        await answerRefusal((j) => Object.assign(j, { journalAnswers: { version: 2, items: 'unknown' } })),
      ).toEqual({ code: 'IMPORT_NEWER_VERSION', message: MESSAGES.importNewerVersion });
    });

    it('should check the section only after the conversations, reporting their problems first', async () => {
      expect(
        await answerRefusal((j) => {
          j.conversations[0].projectName = '';
          Object.assign(answers(j)[0], { status: 'pending' });
        }),
      ).toEqual(invalid('conversations[0].projectName', 'must not be empty'));
    });

    it.each<[string, (j: JournalV1) => void, { code: string; message: string }]>([
      [
        'a section that is not an object',
        (j) => Object.assign(j, { journalAnswers: [] }),
        invalid('journalAnswers', 'must be an object'),
      ],
      [
        'a null section',
        (j) => Object.assign(j, { journalAnswers: null }),
        invalid('journalAnswers', 'must be an object'),
      ],
      [
        'version 0',
        (j) => Object.assign(j.journalAnswers ?? {}, { version: 0 }),
        invalid('journalAnswers.version', 'must be 1'),
      ],
      [
        'a version that is not a number',
        (j) => Object.assign(j.journalAnswers ?? {}, { version: '1' }),
        invalid('journalAnswers.version', 'must be 1'),
      ],
      [
        'no version',
        (j) => delete (j.journalAnswers as { version?: number }).version,
        invalid('journalAnswers.version', 'must be 1'),
      ],
      [
        'items that are not an array',
        (j) => Object.assign(j.journalAnswers ?? {}, { items: { 0: {} } }),
        invalid('journalAnswers.items', 'must be an array'),
      ],
      [
        'an answer that is not an object',
        (j) => Object.assign(j.journalAnswers ?? {}, { items: ['When?'] }),
        invalid('journalAnswers.items[0]', 'must be an object'),
      ],
      [
        'an empty question',
        (j) => (answers(j)[1].question = '  '),
        invalid('journalAnswers.items[1].question', 'must not be empty'),
      ],
      [
        'a question over 600 characters',
        (j) => (answers(j)[0].question = 'x'.repeat(601)),
        invalid('journalAnswers.items[0].question', 'must be at most 600 characters'),
      ],
      [
        'a question that is not a string',
        (j) => Object.assign(answers(j)[0], { question: 42 }),
        invalid('journalAnswers.items[0].question', 'Invalid input: expected string, received number'),
      ],
      [
        'a pending answer',
        (j) => Object.assign(answers(j)[0], { status: 'pending' }),
        invalid('journalAnswers.items[0].status', 'must be complete or failed'),
      ],
      [
        'a complete answer without text',
        (j) => (answers(j)[0].text = null),
        invalid('journalAnswers.items[0].text', 'a complete answer has a text'),
      ],
      [
        'a text that is neither a string nor null',
        (j) => Object.assign(answers(j)[0], { text: ['At the lighthouse.'] }),
        invalid('journalAnswers.items[0].text', 'Invalid input: expected string, received array'),
      ],
      [
        'an error that is missing',
        (j) => delete (answers(j)[1] as { error?: string | null }).error,
        invalid('journalAnswers.items[1].error', 'Invalid input: expected string, received undefined'),
      ],
      [
        'an error with the NUL character',
        (j) => (answers(j)[1].error = 'a\u0000'),
        invalid('journalAnswers.items[1].error', 'must not contain the NUL character'),
      ],
      [
        'an author that is not a provider name',
        (j) => (answers(j)[0].writtenBy = 'Some Provider'),
        invalid('journalAnswers.items[0].writtenBy', 'must be a provider name'),
      ],
      [
        'a time that is not a date',
        (j) => (answers(j)[0].createdAt = 'yesterday'),
        invalid('journalAnswers.items[0].createdAt', 'must be an ISO 8601 date and time'),
      ],
      [
        'citations that are not an array',
        (j) => Object.assign(answers(j)[0], { citations: null }),
        invalid('journalAnswers.items[0].citations', 'must be an array'),
      ],
      [
        'a citation that is not an object',
        (j) => Object.assign(answers(j)[0], { citations: ['e1'] }),
        invalid('journalAnswers.items[0].citations[0]', 'must be an object'),
      ],
      [
        'a citation without its entry',
        (j) => delete (citation(j) as { entryId?: string }).entryId,
        invalid(
          'journalAnswers.items[0].citations[0].entryId',
          'Invalid input: expected string, received undefined',
        ),
      ],
      [
        'a citation with a fractional order index',
        (j) => (citation(j).orderIndex = 0.5),
        invalid(
          'journalAnswers.items[0].citations[0].orderIndex',
          'Invalid input: expected int, received number',
        ),
      ],
      [
        'a citation with an empty project name',
        (j) => (citation(j).projectName = ''),
        invalid('journalAnswers.items[0].citations[0].projectName', 'must not be empty'),
      ],
      [
        'a citation with a time without a zone',
        (j) => (citation(j).createdAt = '2026-11-22 14:03'),
        invalid('journalAnswers.items[0].citations[0].createdAt', 'must be an ISO 8601 date and time'),
      ],
      [
        'a citation whose snippet is not a string',
        (j) => Object.assign(citation(j), { snippet: null }),
        invalid(
          'journalAnswers.items[0].citations[0].snippet',
          'Invalid input: expected string, received null',
        ),
      ],
      [
        'more citations than an answer has',
        (j) => (answers(j)[0].citations = Array(51).fill(citation(j))),
        invalid('journalAnswers.items[0].citations', 'must hold at most 50 citations'),
      ],
    ])('should refuse %s, naming where', async (_name, change, expected) => {
      expect(await answerRefusal(change)).toEqual(expected);
    });

    it('should refuse more answers than an import takes', async () => {
      const j = withAnswers();

      await expect(parseJournal(j, { ...RULES, limits: { answersMax: 1 } })).rejects.toThrow(
        MESSAGES.importInvalidValue('journalAnswers.items', 'must hold at most 1 answers'),
      );
      await expect(parseJournal(j, RULES)).resolves.toEqual(j);
    });
  });
});
