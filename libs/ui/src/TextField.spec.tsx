import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

function ControlledField() {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField label="Username" value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{value}</output>
    </>
  );
}

describe(TextField.name, () => {
  it('should associate the label with the input', () => {
    render(<TextField label="Email" type="email" />);

    const input = screen.getByLabelText('Email');
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('type', 'email');
  });

  it('should pass the typed value to onChange when controlled', () => {
    render(<ControlledField />);

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'alice' } });

    expect(screen.getByRole('status')).toHaveTextContent('alice');
    expect(screen.getByLabelText('Username')).toHaveValue('alice');
  });

  it('should mark the input invalid and describe it with hint and error when given', () => {
    render(<TextField label="Password" hint="At least 6 characters" error="Too short" />);

    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 6 characters Too short');
  });

  it('should not mark the input invalid when there is no error', () => {
    render(<TextField label="Password" />);

    const input = screen.getByLabelText('Password');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('should keep a caller-provided id', () => {
    render(<TextField label="Display name" id="display-name" />);

    expect(screen.getByLabelText('Display name')).toHaveAttribute('id', 'display-name');
  });
});
