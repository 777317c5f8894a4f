import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './SelectField';

const OPTIONS = [
  { value: 'never', label: 'Never' },
  { value: '7', label: '1 week' },
];

describe(SelectField.name, () => {
  it('should be named by its label, described by its hint, and report the chosen value', () => {
    const chosen: string[] = [];
    const onChange = vi.fn((event: { target: { value: string } }) => chosen.push(event.target.value));
    render(
      <SelectField
        label="Link expires"
        hint="Never expires"
        options={OPTIONS}
        value="never"
        onChange={onChange}
      />,
    );

    const select = screen.getByRole('combobox', { name: 'Link expires' });
    expect(select).toHaveAccessibleDescription('Never expires');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Never', '1 week']);

    fireEvent.change(select, { target: { value: '7' } });

    expect(chosen).toEqual(['7']);
  });

  it('should have no description without a hint', () => {
    render(<SelectField label="Time zone" options={OPTIONS} defaultValue="7" />);

    expect(screen.getByRole('combobox', { name: 'Time zone' })).not.toHaveAttribute('aria-describedby');
  });
});
