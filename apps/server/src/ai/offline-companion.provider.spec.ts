import type { TopicEntry } from '@app/schema';
import type { ReplyRequest } from './ai-provider.port';
import { OfflineCompanionProvider } from './offline-companion.provider';

const topic = (tone: string): TopicEntry => ({
  key: 'family',
  displayName: 'Family Memories',
  enabled: true,
  promptQuestions: [{ id: 'q1', text: 'Who was there?', required: true }],
  promptRole: 'Assistant',
  promptContext: 'Flexi',
  promptConstraints: '',
  promptTone: tone,
  promptExamples: '',
});

const opening = (tone = 'warm and gentle', extra: Partial<ReplyRequest['latest']> = {}): ReplyRequest => ({
  topic: topic(tone),
  messages: [],
  latest: {
    text: 'Project: Summer\n\nWho was there?\nGrandma Rosa and the dog.',
    answers: [{ questionId: 'q1', question: 'Who was there?', answer: 'Grandma Rosa and the dog.' }],
    ...extra,
  },
});

async function collect(iterable: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of iterable) text += chunk;
  return text;
}

describe(OfflineCompanionProvider.name, () => {
  const sut = new OfflineCompanionProvider();

  it('should quote the answers and end with one question when replying to an opening, with no label in its text', () => {
    const reply = sut.compose(opening());

    expect(reply.startsWith('Thank you')).toBe(true);
    expect(reply).not.toMatch(/offline/i);
    expect(reply).toContain('"Grandma Rosa and the dog."');
    expect(reply).toContain('Thank you for sharing this about family memories.');
    expect(reply.trim().endsWith('?')).toBe(true);
    expect(reply.match(/\?/g)).toHaveLength(1);
  });

  it('should quote every answer, each whole, however many there are', () => {
    const answers = [
      'Rosa.',
      'The pier at dusk. Boats came in. Gulls everywhere.',
      'Salt and diesel.',
      'Her laugh.',
    ].map((answer, i) => ({ questionId: `q${i}`, question: `Question ${i}?`, answer }));

    const reply = sut.compose(opening(undefined, { answers }));

    for (const { answer } of answers) expect(reply).toContain(`"${answer}"`);
  });

  it('should cut a very long answer at a word, marked with an ellipsis', () => {
    const answer = 'lighthouse '.repeat(60).trim();

    const reply = sut.compose(
      opening(undefined, { answers: [{ questionId: 'q1', question: 'Where?', answer }] }),
    );

    expect(reply).toMatch(/you wrote "(lighthouse )+lighthouse…"/);
  });

  it('should reflect on a question the writer asked instead of asking one of its own', () => {
    const reply = sut.compose({
      topic: topic('warm'),
      messages: [],
      latest: { text: 'Rosa left in May. Why do I still miss the pier so much?' },
    });

    expect(reply).toContain('You asked: "Why do I still miss the pier so much?"');
    expect(reply).toContain('I cannot answer that from outside your journal');
    // Its only question mark is the writer's own, quoted.
    expect(reply.match(/\?/g)).toHaveLength(1);
  });

  it('should answer the same input with the same reply when asked twice', () => {
    expect(sut.compose(opening())).toBe(sut.compose(opening()));
  });

  it('should open without thanks when the topic tone is not a warm one', () => {
    expect(sut.compose(opening('crisp and practical'))).toContain(
      'Here is what stands out in what you wrote for Family Memories:',
    );
  });

  it.each([
    [true, 'I kept your file "notes.txt" with this entry.'],
    [false, 'I could not read your file "notes.txt", but it is saved with this entry.'],
  ])('should say whether it could read the attachment when readable is %s', (readable, sentence) => {
    expect(
      sut.compose(opening(undefined, { attachment: { name: 'notes.txt', readable, image: false } })),
    ).toContain(sentence);
  });

  it('should say it could not look at an image when the attachment is one', () => {
    const reply = sut.compose(
      opening(undefined, { attachment: { name: 'pier.png', readable: false, image: true } }),
    );

    expect(reply).toContain('I cannot look at pictures, so I did not see your image "pier.png"');
  });

  it('should stream exactly the composed reply when consumed to the end', async () => {
    const controller = new AbortController();

    expect(await collect(sut.streamReply(opening(), controller.signal))).toBe(sut.compose(opening()));
  });

  it('should stop streaming when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort();

    expect(await collect(sut.streamReply(opening(), controller.signal))).toBe('');
  });
});
