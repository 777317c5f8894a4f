import { formatBytes, MESSAGES } from './messages';

describe(formatBytes.name, () => {
  it.each([
    [10 * 1024 * 1024, '10 MB'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [5 * 1024 ** 3, '5 GB'],
    [1000, '1000 bytes'],
  ])('should write %p bytes as %p when it formats a size', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });

  it("should name the limit in the spec's upload error when the file is too large", () => {
    expect(MESSAGES.fileTooLarge(10 * 1024 * 1024)).toBe('File is too large (maximum 10 MB)');
  });
});

describe('MESSAGES', () => {
  it.each([
    ['searchTermTooLong', 'Please keep your search to 200 characters or less.'],
    ['shareExpiryRule', 'Please choose an expiry between 1 and 365 days.'],
    [
      'usernameRule',
      'Username must be 3-32 characters: letters, digits, dot, underscore or hyphen, starting with a letter or digit',
    ],
    ['passwordTooLong', 'Password must be at most 128 characters long'],
    ['displayNameTooLong', 'Display name must be at most 80 characters long'],
  ] as const)('should word %s with its limit when written from LIMITS', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });
});
