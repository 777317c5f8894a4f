import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast } from './Toast';

describe(Toast.name, () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('should use role alert with the exact text when the tone is error', () => {
    render(<Toast tone="error">Login failed: Unknown error</Toast>);

    expect(screen.getByRole('alert')).toHaveTextContent(/^Login failed: Unknown error$/);
  });

  it('should use role status when the tone is success', () => {
    render(<Toast tone="success">Link copied to clipboard!</Toast>);

    expect(screen.getByRole('status')).toHaveTextContent('Link copied to clipboard!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should call onDismiss when the dismiss button is pressed', () => {
    const onDismiss = vi.fn();
    render(
      <Toast tone="success" onDismiss={onDismiss} dismissLabel="Close">
        Profile updated successfully
      </Toast>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('should dismiss itself when the duration has passed', () => {
    const onDismiss = vi.fn();
    render(
      <Toast onDismiss={onDismiss} duration={5000}>
        Password reset email sent. Check your inbox.
      </Toast>,
    );

    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('should stay when no duration is given', () => {
    const onDismiss = vi.fn();
    render(<Toast onDismiss={onDismiss}>Error logging in</Toast>);

    act(() => {
      vi.advanceTimersByTime(60_000);
    });

    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('should not restart the timer when re-rendered with a new callback', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(
      <Toast onDismiss={first} duration={3000}>
        Saved
      </Toast>,
    );

    act(() => {
      vi.advanceTimersByTime(2000);
    });
    rerender(
      <Toast onDismiss={second} duration={3000}>
        Saved
      </Toast>,
    );
    act(() => {
      vi.advanceTimersByTime(1000);
    });

    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
