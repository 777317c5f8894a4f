import type { AnswerSource, ChatMessage } from './ai-provider.port';
import { answerMessages } from './answer-prompt';
import { type TokenCounter, tokenCounter } from './token-counter';

let counter: TokenCounter;
beforeAll(async () => {
  counter = await tokenCounter();
});

const requestTokens = (messages: ChatMessage[]) =>
  messages.reduce((sum, message) => sum + counter.count(message.content as string) + 4, 3);

describe(answerMessages.name, () => {
  it('should number the sources with their day and project, then ask the question', () => {
    const source: AnswerSource = {
      number: 1,
      day: 'Saturday 14 March 2026',
      projectName: 'Harbour walks',
      text: 'The blue fishing boat.',
      snippet: 'The blue fishing boat.',
    };

    const [system, user] = answerMessages('Which boat?', [source], 12_000, counter);

    expect(system.content).toContain(
      'Entries:\n[1] Saturday 14 March 2026, "Harbour walks": The blue fishing boat.',
    );
    expect(user).toEqual({ role: 'user', content: 'Which boat?' });
  });

  it('should keep within the budget however long the sources and their projects are', () => {
    const sources: AnswerSource[] = Array.from({ length: 8 }, (_, i) => ({
      number: i + 1,
      day: 'Wednesday 30 September 2026',
      projectName: `A project named at the longest a writer may name one ${i}`.padEnd(100, ' word'),
      text: 'lorem ipsum dolor '.repeat(2_000),
      snippet: 'lorem',
    }));

    expect(requestTokens(answerMessages('What did I write?', sources, 2_000, counter))).toBeLessThanOrEqual(
      2_000,
    );
  });
});
