import { LIMITS, VALIDATION_MESSAGES } from '@app/schema';
import { applyDecorators } from '@nestjs/common';
import { MaxLength, MinLength, ValidateBy } from 'class-validator';
import { MESSAGES } from 'src/common/messages';
import { isCommonPassword } from 'src/users/common-passwords';

/** Refuses the most common passwords. */
function IsNotCommonPassword(): PropertyDecorator {
  return ValidateBy({
    name: 'isNotCommonPassword',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || !isCommonPassword(value),
      defaultMessage: () => VALIDATION_MESSAGES.passwordTooCommon,
    },
  });
}

/**
 * The rule of a new password (register, reset, profile change): long enough, not too long, not a common one.
 * Declare it below the field's presence and type checks: the validation pipe reports the first rule declared
 * that fails.
 */
export function IsNewPassword(): PropertyDecorator {
  // applyDecorators applies these in the order given; stacked decorators apply bottom-up. So this list is the
  // stack read upwards, and a short common password is still reported as too short.
  return applyDecorators(
    IsNotCommonPassword(),
    MaxLength(LIMITS.passwordMax, { message: MESSAGES.passwordTooLong }),
    MinLength(LIMITS.passwordMin, { message: VALIDATION_MESSAGES.passwordTooShort }),
  );
}
