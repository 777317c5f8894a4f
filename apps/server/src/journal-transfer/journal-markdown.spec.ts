import {
  escapeMarkdown,
  formatTime,
  type MarkdownConversation,
  type MarkdownEntry,
  renderConversationMarkdown,
} from './journal-markdown';

const AT = new Date('2026-11-22T14:03:27.123Z');

const entry = (overrides: Partial<MarkdownEntry>): MarkdownEntry => ({
  kind: 'continuation',
  userText: '',
  answers: null,
  replyStatus: 'complete',
  replyText: 'A reply.',
  replyError: null,
  file: null,
  mood: null,
  createdAt: AT,
  ...overrides,
});

const conversation = (entries: MarkdownEntry[], overrides: Partial<MarkdownConversation> = {}) =>
  renderConversationMarkdown(
    {
      title: null,
      projectName: 'Summer house',
      topicName: 'Family Memories',
      createdAt: AT,
      updatedAt: new Date('2026-11-23T08:00:00Z'),
      entries,
      ...overrides,
    },
    { aiName: 'Flexi' },
  );

describe(renderConversationMarkdown.name, () => {
  it('should head the document with the title, the project, the memory type and the dates', () => {
    const text = conversation([], { title: 'Lighthouse summers' });

    expect(text).toBe(
      '# Lighthouse summers\n\n' +
        '- **Project:** Summer house\n' +
        '- **Memory type:** Family Memories\n' +
        '- **Started:** 2026-11-22 14:03 UTC\n' +
        '- **Last activity:** 2026-11-23 08:00 UTC\n',
    );
  });

  it('should show the opening as questions and answers, then the reply under the AI name', () => {
    const text = conversation([
      entry({
        kind: 'opening',
        userText: 'Project: Summer house\n\n…',
        answers: [
          { questionId: 'q1', question: 'Where was it?', answer: 'At the lighthouse.\nOn the cliff.' },
          { questionId: 'q2', question: 'Who was there?', answer: '' },
        ],
        replyText: 'What a **place**.',
      }),
    ]);

    expect(text).toContain(
      '---\n\n## Answers · 2026-11-22 14:03 UTC\n\n' +
        '**Where was it?**\n\nAt the lighthouse.  \nOn the cliff.\n\n' +
        '**Who was there?**\n\n*(not answered)*\n\n' +
        '### Flexi\n\nWhat a **place**.\n',
    );
  });

  it("should say the writer's mood under their words, before the reply", () => {
    expect(conversation([entry({ userText: 'The tide turned.', mood: 'good' })])).toContain(
      '## You · 2026-11-22 14:03 UTC\n\nThe tide turned.\n\nMood: good\n\n### Flexi',
    );
  });

  it('should show an opening without answers by its stored text', () => {
    expect(conversation([entry({ kind: 'opening', userText: 'Project: x' })])).toContain(
      '## Answers · 2026-11-22 14:03 UTC\n\nProject: x\n\n### Flexi',
    );
  });

  it('should mark notes as notes to self, quoted, with no reply', () => {
    const text = conversation([
      entry({
        kind: 'note',
        userText: 'Call Rosa.\n\nAbout the boat.',
        replyStatus: 'none',
        replyText: null,
      }),
    ]);

    expect(text).toContain('## Note to self · 2026-11-22 14:03 UTC\n\n> Call Rosa.\n>\n> About the boat.\n');
    expect(text).not.toContain('### Flexi');
  });

  it.each<[string, Partial<MarkdownEntry>, string]>([
    [
      'pending',
      { replyStatus: 'pending', replyText: null },
      '*(The reply was still being written when this was exported.)*',
    ],
    [
      'failed',
      { replyStatus: 'failed', replyText: null, replyError: 'timeout_error' },
      '*(The reply failed: timeout\\_error.)*',
    ],
    ['failed without a reason', { replyStatus: 'failed', replyText: null }, '*(The reply failed.)*'],
    ['complete but empty', { replyText: '  ' }, '*(an empty reply)*'],
  ])('should say so when the reply is %s', (_name, state, expected) => {
    expect(conversation([entry({ userText: 'Hi', ...state })])).toContain(`### Flexi\n\n${expected}\n`);
  });

  it('should link an attachment beside the file, showing images inline', () => {
    const text = conversation([
      entry({
        userText: 'Look',
        file: { name: 'cliff (1).png', mime: 'image/png', link: '../files/id-cliff (1).png' },
      }),
      entry({
        userText: 'Read',
        file: { name: 'notes #2.txt', mime: 'text/plain', link: '../files/id-notes #2.txt' },
      }),
    ]);

    expect(text).toContain(
      'Attachment: [cliff (1).png](../files/id-cliff%20%281%29.png)\n\n![cliff (1).png](../files/id-cliff%20%281%29.png)',
    );
    expect(text).toContain('Attachment: [notes #2.txt](../files/id-notes%20%232.txt)\n\n### Flexi');
  });

  it('should name an attachment that is not beside the file', () => {
    const text = conversation([
      entry({ userText: '', file: { name: 'x_y.pdf', mime: 'application/pdf', link: null } }),
    ]);

    expect(text).toContain('## You · 2026-11-22 14:03 UTC\n\nAttachment: x\\_y.pdf\n\n### Flexi');
  });
});

describe(escapeMarkdown.name, () => {
  it.each([
    ['inline syntax', 'a *b* _c_ `d` [e](f) ~g~ |h|', 'a \\*b\\* \\_c\\_ \\`d\\` \\[e\\](f) \\~g\\~ \\|h\\|'],
    ['HTML', '<script>alert(1)</script>', '\\<script\\>alert(1)\\</script\\>'],
    ['a heading', '# Title', '\\# Title'],
    ['list items and rules', '- a\n+ b\n  - c\n---\n===', '\\- a\n\\+ b\n  \\- c\n\\---\n\\==='],
    ['a numbered list', '1. first\n2) second', '1\\. first\n2\\) second'],
    ['a backslash', 'C:\\path', 'C:\\\\path'],
    ['ordinary text', "It's 3.5 km - not far.", "It's 3.5 km - not far."],
  ])('should keep %s reading as typed', (_name, text, expected) => {
    expect(escapeMarkdown(text)).toBe(expected);
  });
});

describe(formatTime.name, () => {
  it('should write the minute in UTC', () => {
    expect(formatTime(AT)).toBe('2026-11-22 14:03 UTC');
  });
});
