import { VALIDATION_MESSAGES } from '@app/schema';
import { createValidationPipe } from 'src/common/errors/validation.pipe';
import { MESSAGES } from 'src/common/messages';
import { IsNewPassword } from './new-password.decorator';

class PasswordSample {
  @IsNewPassword()
  password: string;
}

/** The message the app answers for the value (the validation pipe's first failing rule), or null when valid. */
async function messageFor(password: string): Promise<string | null> {
  try {
    await createValidationPipe().transform({ password }, { type: 'body', metatype: PasswordSample });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe(IsNewPassword.name, () => {
  it.each([
    ['a short common password', '12345', VALIDATION_MESSAGES.passwordTooShort],
    ['a common password', 'password', VALIDATION_MESSAGES.passwordTooCommon],
    ['a password over the limit', 'x'.repeat(129), MESSAGES.passwordTooLong],
    ['a good password', 'harbour-lights-9', null],
  ])('should answer %s with the right message', async (_case, password, expected) => {
    expect(await messageFor(password)).toBe(expected);
  });
});
