import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceChips } from './ChoiceChips';

const OPTIONS = [
  { value: 'BAD', label: 'Bad' },
  { value: 'OKAY', label: 'Okay' },
  { value: 'GOOD', label: 'Good' },
] as const;

function Harness({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ChoiceChips
      legend="How did this feel?"
      options={OPTIONS}
      value={value}
      clearLabel="Clear mood"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe(ChoiceChips.name, () => {
  it('should offer its options as a labelled radio group, none chosen, and pick one with a click', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);

    const group = screen.getByRole('group', { name: 'How did this feel?' });
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear mood' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Good' }));

    expect(group).toContainElement(screen.getByRole('radio', { name: 'Good', checked: true }));
    expect(onChange).toHaveBeenLastCalledWith('GOOD');
  });

  // Arrow keys moving the choice are the browser's own radio behaviour (jsdom has none): the e2e mood test.
  it('should take the choice back with Clear', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Bad' }));

    fireEvent.click(screen.getByRole('button', { name: 'Clear mood' }));

    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear mood' })).toBeNull();
  });
});
