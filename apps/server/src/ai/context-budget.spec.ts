import type { ChatMessage } from './ai-provider.port';
import { fitPrompt, type HistoryTurn, type PromptParts, REMEMBERED_TOKENS_MAX } from './context-budget';
import { type TokenCounter, tokenCounter } from './token-counter';

let counter: TokenCounter;
beforeAll(async () => {
  counter = await tokenCounter();
});

const opening: HistoryTurn = {
  kind: 'opening',
  orderIndex: 0,
  userText: 'OPENING answers',
  replyText: 'first reply',
};
const turn = (orderIndex: number, words = 40): HistoryTurn => ({
  kind: 'continuation',
  orderIndex,
  userText: `turn ${orderIndex} ${'word '.repeat(words)}`,
  replyText: `reply ${orderIndex}`,
});
const parts = (over: Partial<PromptParts> = {}): PromptParts => ({
  system: 'SYSTEM',
  history: [],
  remembered: [],
  summary: null,
  latestText: 'latest words',
  ...over,
});

/** What a provider would count of the request: every message's text and framing. */
function requestTokens(messages: ChatMessage[]): number {
  return messages.reduce((sum, message) => {
    const text =
      typeof message.content === 'string'
        ? message.content
        : message.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
    return sum + counter.count(text) + 4;
  }, 3);
}

describe(fitPrompt.name, () => {
  it('should put the system prompt first, then each earlier exchange, then the latest words', () => {
    const sut = fitPrompt(parts({ history: [opening, { ...turn(1), replyText: null }] }), 12_000, counter);

    expect(sut.messages).toEqual([
      { role: 'system', content: 'SYSTEM' },
      { role: 'user', content: 'OPENING answers' },
      { role: 'assistant', content: 'first reply' },
      { role: 'user', content: turn(1).userText },
      { role: 'user', content: 'latest words' },
    ]);
    expect(sut.leftOutThrough).toBeNull();
  });

  it('should keep the opening and the newest turns that fit, and say which turn was the newest left out', () => {
    const history = [opening, ...Array.from({ length: 2_000 }, (_, i) => turn(i + 1))];

    const sut = fitPrompt(parts({ history }), 2_000, counter);

    expect(requestTokens(sut.messages)).toBeLessThanOrEqual(2_000);
    expect(sut.tokens).toBeLessThanOrEqual(2_000);
    expect(sut.messages[1].content).toBe('OPENING answers');
    const sentTurns = sut.messages.filter((m) => m.role === 'user').slice(1, -1);
    expect(sentTurns.at(-1)?.content).toBe(turn(2_000).userText);
    expect(sut.leftOutThrough).toBe(2_000 - sentTurns.length);
  });

  it('should send the summary when turns are left out, and only then', () => {
    const summary = { text: 'They walked to the lighthouse every week.', through: 1_500 };
    const long = fitPrompt(
      parts({ history: [opening, ...Array.from({ length: 2_000 }, (_, i) => turn(i + 1))], summary }),
      2_000,
      counter,
    );
    const short = fitPrompt(parts({ history: [opening, turn(1)], summary }), 2_000, counter);

    expect(long.messages[0].content).toContain('They walked to the lighthouse every week.');
    expect(requestTokens(long.messages)).toBeLessThanOrEqual(2_000);
    expect(short.messages[0].content).toBe('SYSTEM');
  });

  it('should cut a text attachment to fit and keep the budget', () => {
    const sut = fitPrompt(
      parts({
        history: [opening],
        attachment: { kind: 'text', name: 'a.txt', text: 'lorem ipsum '.repeat(20_000) },
      }),
      3_000,
      counter,
    );

    const latest = sut.messages.at(-1)?.content as string;
    expect(latest.startsWith('latest words\n\n[Attached file "a.txt"]\nlorem ipsum')).toBe(true);
    expect(requestTokens(sut.messages)).toBeLessThanOrEqual(3_000);
    expect(sut.messages[1].content).toBe('OPENING answers');
  });

  it('should inline a text attachment and send an image as an image part', () => {
    const text = fitPrompt(
      parts({ attachment: { kind: 'text', name: 'a.txt', text: 'file body' } }),
      12_000,
      counter,
    );
    const image = fitPrompt(
      parts({ attachment: { kind: 'image', name: 'a.png', mime: 'image/png', dataBase64: 'AAA' } }),
      12_000,
      counter,
    );

    expect(text.messages.at(-1)?.content).toBe('latest words\n\n[Attached file "a.txt"]\nfile body');
    expect(image.messages.at(-1)?.content).toEqual([
      { type: 'text', text: 'latest words\n\n[Attached image "a.png"]' },
      { type: 'image', mime: 'image/png', dataBase64: 'AAA' },
    ]);
  });

  it('should tell the model a file could not be read when its content is unreadable', () => {
    expect(
      fitPrompt(parts({ attachment: { kind: 'unreadable', name: 'x.pdf' } }), 12_000, counter).messages.at(-1)
        ?.content,
    ).toContain('The user attached "x.pdf", but its content could not be read.');
  });

  it('should add the remembered entries to the system message, each cut, as many as fit', () => {
    const remembered = [
      { day: '2026-03-14', projectName: 'Harbour walks', text: 'The lighthouse at dusk.' },
      { day: '2026-02-01', projectName: 'Winter', text: 'snow '.repeat(2_000) },
    ];

    const sut = fitPrompt(parts({ remembered }), 12_000, counter);
    const system = sut.messages[0].content as string;

    expect(system).toContain('- 2026-03-14, "Harbour walks": The lighthouse at dusk.');
    expect(system).toContain('- 2026-02-01, "Winter": snow');
    expect(counter.count(system.split('"Winter": ')[1])).toBeLessThanOrEqual(REMEMBERED_TOKENS_MAX + 1);
    expect(sut.rememberedSent).toBe(2);
  });

  it('should count a special token typed by the writer as text', () => {
    expect(() => fitPrompt(parts({ latestText: 'the <|endoftext|> token' }), 12_000, counter)).not.toThrow();
  });
});
