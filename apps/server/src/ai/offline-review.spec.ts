import type { ReviewMaterial } from './ai-provider.port';
import { composeOfflineReview } from './offline-review';

const MATERIAL: ReviewMaterial = {
  periodName: 'March 2026',
  entries: 3,
  conversations: 2,
  words: 41,
  daysWritten: 3,
  topics: [
    { name: 'Family Memories', entries: 2 },
    { name: 'Travel Journal', entries: 1 },
  ],
  moods: [
    { mood: 'okay', entries: 1 },
    { mood: 'great', entries: 1 },
  ],
  quotes: [
    { number: 1, day: 'Monday 2 March', topicName: 'Family Memories', text: 'Sunday walks.' },
    { number: 2, day: 'Saturday 14 March', topicName: 'Family Memories', text: 'The fog lifted.' },
  ],
};

describe(composeOfflineReview.name, () => {
  it('should count, list topics and moods, quote with citations, ask forward, and say who wrote it', () => {
    const text = composeOfflineReview(MATERIAL);

    expect(text).toContain('## March 2026');
    expect(text).toContain('You wrote 3 entries in 2 conversations, on 3 days: 41 words in all.');
    expect(text).toContain('- Family Memories: 2 entries');
    expect(text).toContain('okay 1×, great 1×');
    expect(text).toContain('- Saturday 14 March, Family Memories: “The fog lifted.” [2]');
    expect(text).toContain('### To carry forward');
    expect(text).toContain('first [1]');
    expect(text).toContain('offline companion');
  });

  it('should say plainly when nothing was written', () => {
    const text = composeOfflineReview({
      ...MATERIAL,
      entries: 0,
      conversations: 0,
      words: 0,
      daysWritten: 0,
      topics: [],
      moods: [],
      quotes: [],
    });

    expect(text).toContain('Nothing was written in this period');
    expect(text).not.toContain('[1]');
  });
});
