import { profileChangeNeedsCurrentPassword } from './account-rules';

describe(profileChangeNeedsCurrentPassword.name, () => {
  it.each([
    ['a new password', { password: 'harbour-lights-9' }, true],
    ['another email address', { email: 'b@example.com' }, true],
    ['the same address in other letters', { email: 'A@Example.com' }, false],
    ['the same address', { email: 'a@example.com' }, false],
    ['no email and no password', {}, false],
    ['an empty password', { password: '' }, false],
  ])('should answer %s correctly', (_name, change, expected) => {
    expect(profileChangeNeedsCurrentPassword(change, 'a@example.com')).toBe(expected);
  });
});
