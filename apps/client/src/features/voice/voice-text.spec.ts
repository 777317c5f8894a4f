import { describe, expect, it } from 'vitest';
import { appendTranscript, durationInWords, formatDuration } from '@/features/voice/voice-text';

describe('appendTranscript', () => {
  it.each([
    ['an empty box', '', 'We sailed.', 'We sailed.'],
    ['a box of spaces', '   ', 'We sailed.', 'We sailed.'],
    ['words', 'At dawn', 'we sailed.', 'At dawn we sailed.'],
    ['words and a new line', 'At dawn.\n', 'We sailed.', 'At dawn.\nWe sailed.'],
  ])('should put the words heard after %s', (_name, typed, heard, expected) => {
    expect(appendTranscript(typed, heard)).toBe(expected);
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '00:00'],
    [9.7, '00:09'],
    [75, '01:15'],
    [600, '10:00'],
  ])('should show %s seconds as %s', (seconds, shown) => {
    expect(formatDuration(seconds)).toBe(shown);
  });
});

describe('durationInWords', () => {
  it.each([
    [600, '10 minutes'],
    [60, '1 minute'],
    [90, '1 minute 30 seconds'],
    [45, '45 seconds'],
  ])('should say %s seconds as %s', (seconds, words) => {
    expect(durationInWords(seconds)).toBe(words);
  });
});
