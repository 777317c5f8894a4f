import { useId } from 'react';
import type { ComponentPropsWithRef } from 'react';

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  /** Extra guidance under the input, announced with it. */
  hint?: string;
  /** A validation message; marks the input invalid and is announced with it. */
  error?: string;
}

export function TextField({
  label,
  hint,
  error,
  id,
  className,
  'aria-describedby': describedByProp,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [describedByProp, hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...inputProps}
        id={inputId}
        className="ui-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
