import { LIMITS, VALIDATION_MESSAGES } from '@app/schema';
import { describe, expect, it } from 'vitest';
import { wordsProblem } from '@/features/journey/words-problem';

describe(wordsProblem.name, () => {
  it.each([
    ['an empty note, even beside a file', '  ', 'note', true, VALIDATION_MESSAGES.noteRequired],
    ['an empty message without a file', '  ', 'message', false, VALIDATION_MESSAGES.messageRequired],
    ['an empty message with a file', '', 'message', true, undefined],
    ['words at the limit', 'x'.repeat(LIMITS.messageMax), 'message', false, undefined],
    [
      'words over the limit',
      'x'.repeat(LIMITS.messageMax + 1),
      'note',
      false,
      VALIDATION_MESSAGES.messageTooLong,
    ],
  ] as const)('should answer %s', (_case, text, kind, hasFile, expected) => {
    expect(wordsProblem(text, kind, hasFile)).toBe(expected);
  });
});
