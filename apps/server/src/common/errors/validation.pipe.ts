import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { MESSAGES } from 'src/common/messages';
import { CommonErrorCode } from './common.errors';
import { DomainError } from './domain-error';
import { containsNulCharacter } from './nul-character';

/**
 * class-validator lists a property's failed rules in reverse declaration order (decorators apply bottom-up),
 * so the last entry is the first rule declared: DTOs list presence and type checks first, then the rest.
 */
function firstMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    const own = error.constraints ? Object.values(error.constraints).at(-1) : undefined;
    if (own) return own;
    const nested = error.children?.length ? firstMessage(error.children) : undefined;
    if (nested) return nested;
  }
  return 'Invalid input';
}

/**
 * Every argument of every REST route and GraphQL operation passes here. PostgreSQL cannot store the NUL
 * character in text, so one rule refuses it in any string of any input, before a DTO is even checked.
 */
class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom' && containsNulCharacter(value)) {
      throw new DomainError(CommonErrorCode.ValidationFailed, MESSAGES.nulCharacter);
    }
    return super.transform(value, metadata);
  }
}

/**
 * class-validator on every input. The first failing rule's text is the message (the spec shows one message
 * at a time); unknown properties are dropped rather than refused, as older clients send extra fields.
 */
export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    transform: true,
    whitelist: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new DomainError(CommonErrorCode.ValidationFailed, firstMessage(errors)),
  });
}
