import { VALIDATION_MESSAGES } from '@app/schema';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isCommonPassword } from 'src/users/common-passwords';

/** Refuses the most common passwords (register, reset and change). Declare it after the length rules. */
export function IsNotCommonPassword(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNotCommonPassword',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !isCommonPassword(value),
        defaultMessage: () => VALIDATION_MESSAGES.passwordTooCommon,
      },
    },
    options,
  );
}
