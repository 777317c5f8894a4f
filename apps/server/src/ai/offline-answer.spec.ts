import { composeOfflineAnswer } from './offline-answer';

describe(composeOfflineAnswer.name, () => {
  it('should say it cannot reason and list the matches, numbered as the citations, with their days', () => {
    const answer = composeOfflineAnswer({
      sources: [
        {
          number: 1,
          day: 'Saturday 14 March 2026',
          projectName: 'Harbour walks',
          text: 'The blue fishing boat.\n(The reply it had: …)',
          snippet: 'The blue fishing boat.',
        },
      ],
    });

    expect(answer).toBe(
      'I cannot reason about your question without an AI provider, but these of your entries match its words best:\n\n' +
        '- [1] Saturday 14 March 2026, Harbour walks: The blue fishing boat.',
    );
  });

  it('should say so when nothing matched', () => {
    expect(composeOfflineAnswer({ sources: [] })).toContain('none of your entries matches its words');
  });
});
