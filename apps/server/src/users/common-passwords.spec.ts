import { isCommonPassword } from './common-passwords';

describe(isCommonPassword.name, () => {
  it.each(['123456', 'password', 'qwerty123', 'letmein', 'PassWord', 'secret1', 'iloveyou'])(
    'should call %s common',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['correct-horse-7', 'lake house in june', 'Tr0ub4dor&3x!'])(
    'should not call %s common',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
