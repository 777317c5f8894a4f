import { VALIDATION_MESSAGES } from './messages';

// The texts are written from LIMITS; these are the spec's words, so a change of a limit shows here.
describe('VALIDATION_MESSAGES', () => {
  it.each([
    ['passwordTooShort', 'Password must be at least 6 characters long'],
    ['answerTooLong', 'Please keep your answer to 600 characters or less (about 100 words).'],
    ['projectNameTooLong', 'Please keep the project name to 100 characters or less.'],
    ['messageTooLong', 'Please keep your message to 600 characters or less.'],
    ['titleTooLong', 'Please keep the title to 100 characters or less.'],
  ] as const)('should word %s as the spec does when written from LIMITS', (key, text) => {
    expect(VALIDATION_MESSAGES[key]).toBe(text);
  });
});
