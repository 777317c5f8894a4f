import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './Alert';

describe(Alert.name, () => {
  it('should announce its message through role="alert"', () => {
    render(<Alert tone="error">Login failed: Invalid username or password</Alert>);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Login failed: Invalid username or password');
    expect(alert).toHaveClass('ui-alert--error');
  });

  it('should not render a dismiss button when no onDismiss is given', () => {
    render(<Alert>Saved</Alert>);

    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('should call onDismiss when the dismiss button is pressed', () => {
    const onDismiss = vi.fn();
    render(
      <Alert tone="success" onDismiss={onDismiss} dismissLabel="Close message">
        Registration successful! Please log in.
      </Alert>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Close message' }));

    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
