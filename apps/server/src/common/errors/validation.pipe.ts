import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { CommonErrorCode } from './common.errors';
import { DomainError } from './domain-error';

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
 * class-validator on every input. The first failing rule's text is the message (the spec shows one message
 * at a time); unknown properties are dropped rather than refused, as older clients send extra fields.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new DomainError(CommonErrorCode.ValidationFailed, firstMessage(errors)),
  });
}
