import { useId, useState } from 'react';
import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'value' | 'defaultValue'> {
  label: string;
  value?: string;
  defaultValue?: string;
  /** Shows a live `used/max` counter. */
  maxLength?: number;
  /**
   * When false the browser lets people type past `maxLength`; the field is then marked invalid instead
   * (useful when a paste should stay visible so it can be trimmed).
   */
  enforceMaxLength?: boolean;
  /** Extra guidance under the field, announced with it. */
  hint?: string;
  /** A validation message; marks the field invalid and is announced with it. */
  error?: string;
  /** A small control inside the box, at its top end (e.g. a microphone); the text keeps clear of it. */
  action?: ReactNode;
}

export function TextArea({
  label,
  hint,
  error,
  id,
  className,
  value,
  defaultValue,
  maxLength,
  enforceMaxLength = true,
  onChange,
  action,
  'aria-describedby': describedByProp,
  ...textAreaProps
}: TextAreaProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const [uncontrolledLength, setUncontrolledLength] = useState(defaultValue?.length ?? 0);
  const length = value !== undefined ? value.length : uncontrolledLength;
  const overLimit = maxLength !== undefined && length > maxLength;

  const hintId = hint ? `${fieldId}-hint` : undefined;
  const counterId = maxLength !== undefined ? `${fieldId}-counter` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [describedByProp, hintId, counterId, errorId].filter(Boolean).join(' ') || undefined;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (value === undefined) setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };

  const textarea = (
    <textarea
      {...textAreaProps}
      id={fieldId}
      className={['ui-field__input', 'ui-textarea', action && 'ui-textarea--with-action']
        .filter(Boolean)
        .join(' ')}
      value={value}
      defaultValue={defaultValue}
      onChange={handleChange}
      maxLength={enforceMaxLength ? maxLength : undefined}
      aria-invalid={error || overLimit ? true : undefined}
      aria-describedby={describedBy}
    />
  );

  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={fieldId}>
        {label}
      </label>
      {action ? (
        <div className="ui-textarea-box">
          {textarea}
          <div className="ui-textarea-box__action">{action}</div>
        </div>
      ) : (
        textarea
      )}
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      {maxLength !== undefined && (
        <p
          id={counterId}
          className={['ui-field__counter', overLimit && 'ui-field__counter--over'].filter(Boolean).join(' ')}
          aria-live="polite"
        >
          {`${length}/${maxLength}`}{' '}
          <span className="ui-visually-hidden">characters{overLimit ? ', over the limit' : ''}</span>
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
