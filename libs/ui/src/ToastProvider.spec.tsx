import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider, useToasts } from './ToastProvider';

function Notifier({ tone, message }: { tone: 'error' | 'success'; message: string }) {
  const toasts = useToasts();
  return (
    <button type="button" onClick={() => toasts.show(tone, message)}>
      {message}
    </button>
  );
}

describe(ToastProvider.name, () => {
  it('should show the toasts of every component in one stack, in the order shown', () => {
    render(
      <ToastProvider>
        <Notifier tone="success" message="Profile updated successfully" />
        <section>
          <Notifier tone="error" message="Error sending message: offline" />
        </section>
      </ToastProvider>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Profile updated successfully' }));
    fireEvent.click(screen.getByRole('button', { name: 'Error sending message: offline' }));

    const stacks = screen.getAllByRole('region', { name: 'Notifications' });
    expect(stacks).toHaveLength(1);
    const toasts = within(stacks[0]).getAllByText(/successfully|offline/);
    expect(toasts.map((toast) => toast.textContent)).toEqual([
      'Profile updated successfully',
      'Error sending message: offline',
    ]);
    expect(within(stacks[0]).getByRole('alert')).toHaveTextContent('Error sending message: offline');
  });

  it('should remove a toast when it is dismissed', () => {
    render(
      <ToastProvider>
        <Notifier tone="success" message="Link copied to clipboard!" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Link copied to clipboard!' }));

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('should refuse to show a toast when no provider is above', () => {
    expect(() => render(<Notifier tone="error" message="lost" />)).toThrow(
      'useToasts must be used inside a ToastProvider',
    );
  });
});
