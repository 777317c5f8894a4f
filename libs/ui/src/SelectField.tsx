import { useId } from 'react';
import type { ComponentPropsWithRef } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** Extra guidance under the list, announced with it. */
  hint?: string;
}

/** A labelled native select in the field layout of TextField: the platform's own picker on a phone. */
export function SelectField({ label, options, hint, id, className, ...selectProps }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = hint === undefined ? undefined : `${selectId}-hint`;
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={selectId}>
        {label}
      </label>
      <select {...selectProps} id={selectId} className="ui-field__input" aria-describedby={hintId}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint !== undefined && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
