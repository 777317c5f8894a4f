import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe(Spinner.name, () => {
  it('should expose a status with the default label when none is given', () => {
    render(<Spinner />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('should use the given label when one is given', () => {
    render(<Spinner label="Loading Flexi-Features configuration..." />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading Flexi-Features configuration...');
  });
});
