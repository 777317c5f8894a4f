import type { SummaryRow } from '../entry-summary';
import { chooseQuotes, QUOTES_MAX, reviewMessages, toCitations } from './review-material';

function row(id: string, day: string, hour = 12): SummaryRow {
  return {
    id,
    conversation_id: 'c1',
    kind: 'continuation',
    user_text: `Words of ${id}`,
    answers: null,
    mood: null,
    created_at: new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`),
    local_day: day,
    project_name: 'Harbour',
    title: null,
    topic: 'familyMemories',
  };
}

describe(chooseQuotes.name, () => {
  it('should take one entry a day first, then the rest, and number them in the order they were written', () => {
    // Candidates come best first: three of one day, then one each of two others.
    const candidates = [
      row('a', '2026-03-14', 9),
      row('b', '2026-03-14', 10),
      row('c', '2026-03-14', 11),
      row('d', '2026-03-02'),
      row('e', '2026-03-20'),
    ];

    const chosen = chooseQuotes(candidates);

    expect(chosen.map((quote) => quote.id)).toEqual(['d', 'a', 'b', 'c', 'e']);
    expect(toCitations(chosen).map((citation) => [citation.number, citation.entryId])).toEqual([
      [1, 'd'],
      [2, 'a'],
      [3, 'b'],
      [4, 'c'],
      [5, 'e'],
    ]);
  });

  it(`should quote at most ${QUOTES_MAX} entries`, () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      row(`e${i}`, `2026-03-${String(i + 1).padStart(2, '0')}`),
    );

    expect(chooseQuotes(many)).toHaveLength(QUOTES_MAX);
  });
});

describe(reviewMessages.name, () => {
  it('should tell the model to use only what is given and to cite by number, with the quotes numbered', () => {
    const [system, user] = reviewMessages({
      periodName: 'March 2026',
      entries: 1,
      conversations: 1,
      words: 3,
      daysWritten: 1,
      topics: [{ name: 'Family Memories', entries: 1 }],
      moods: [],
      quotes: [{ number: 1, day: 'Monday 2 March', topicName: 'Family Memories', text: 'Sunday walks.' }],
    });

    expect(system.content).toContain('never invent');
    expect(system.content).toContain('[2]');
    expect(user.content).toContain('[1] Monday 2 March, Family Memories: Sunday walks.');
    expect(user.content).toContain('Moods given: none.');
  });
});
