import { useId } from 'react';
import './ChoiceChips.css';

export interface ChoiceOption<Value extends string> {
  value: Value;
  label: string;
}

export interface ChoiceChipsProps<Value extends string> {
  /** What is being chosen, read first by a screen reader (and shown unless `legendHidden`). */
  legend: string;
  /** Keeps the legend for screen readers only, where the surroundings already say what the choice is. */
  legendHidden?: boolean;
  options: ReadonlyArray<ChoiceOption<Value>>;
  /** The chosen option; null when none is. */
  value: Value | null;
  onChange: (value: Value | null) => void;
  /** Offers a button that takes the choice back (to null) while one is made. */
  clearLabel?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * One choice among a few, as a row of chips: native radio buttons under a fieldset, so one tap or click picks,
 * Tab enters the group, arrow keys move the choice and a screen reader says "Good, radio button, 4 of 5".
 */
export function ChoiceChips<Value extends string>({
  legend,
  legendHidden = false,
  options,
  value,
  onChange,
  clearLabel,
  disabled = false,
  className,
}: ChoiceChipsProps<Value>) {
  const name = useId();
  return (
    <fieldset className={['ui-choice-chips', className].filter(Boolean).join(' ')} disabled={disabled}>
      <legend className={legendHidden ? 'ui-visually-hidden' : 'ui-choice-chips__legend'}>{legend}</legend>
      <div className="ui-choice-chips__options">
        {options.map((option) => (
          <label key={option.value} className="ui-choice-chip">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
        {clearLabel && value !== null && (
          <button type="button" className="ui-choice-chips__clear" onClick={() => onChange(null)}>
            {clearLabel}
          </button>
        )}
      </div>
    </fieldset>
  );
}
