import { RELATED_TERMS_MAX } from './ai-provider.port';
import { parseRelatedTerms, summaryMessages } from './memory-prompts';
import { composeOfflineSummary, OFFLINE_SUMMARY_MAX } from './offline-summary';

describe(parseRelatedTerms.name, () => {
  it('should read the terms of a JSON answer, trimmed, at most twelve', () => {
    const terms = Array.from({ length: 20 }, (_, i) => ` term ${i} `);

    expect(parseRelatedTerms(JSON.stringify({ terms }))).toEqual(
      terms.slice(0, RELATED_TERMS_MAX).map((term) => term.trim()),
    );
  });

  it.each([
    ['no answer', null],
    ['text that is not JSON', 'friends, alone'],
    ['JSON without terms', '{"words": ["friends"]}'],
    ['terms that are not a list', '{"terms": "friends"}'],
  ])('should answer no terms for %s', (_case, answer) => {
    expect(parseRelatedTerms(answer)).toEqual([]);
  });

  it('should keep only the terms that are text', () => {
    expect(parseRelatedTerms('{"terms": ["friends", 3, null, "", "alone"]}')).toEqual(['friends', 'alone']);
  });
});

describe(summaryMessages.name, () => {
  it('should give the summary so far, then the turns to add', () => {
    const [system, user] = summaryMessages('Earlier.', [{ userText: 'We moved.', replyText: 'Where to?' }]);

    expect(system.role).toBe('system');
    expect(user.content).toBe(
      'The summary so far:\nEarlier.\n\nTurns to add to it:\n\nWriter: We moved.\nAssistant: Where to?',
    );
  });
});

describe(composeOfflineSummary.name, () => {
  it("should keep each turn's first sentence after the summary so far", () => {
    const summary = composeOfflineSummary({
      previous: '- The writer wrote: "We moved."',
      turns: [{ userText: 'The boxes came on Monday. Then it rained.', replyText: 'ok' }],
    });

    expect(summary).toBe('- The writer wrote: "We moved."\n- The writer wrote: "The boxes came on Monday."');
  });

  it('should drop the oldest lines when it grows too long', () => {
    const turns = Array.from({ length: 100 }, (_, i) => ({
      userText: `Turn ${i} ${'word '.repeat(30)}`,
      replyText: null,
    }));

    const summary = composeOfflineSummary({ previous: null, turns });

    expect(summary.length).toBeLessThanOrEqual(OFFLINE_SUMMARY_MAX);
    expect(summary).toContain('Turn 99');
    expect(summary).not.toContain('Turn 0 ');
  });
});
