import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastStack } from './ToastStack';
import { useToastState } from './useToastState';

function Harness() {
  const { toasts, show, onDismiss } = useToastState();
  return (
    <>
      <button type="button" onClick={() => show('error', 'Error deleting conversation')}>
        fail
      </button>
      <button type="button" onClick={() => show('success', 'Conversation deleted successfully')}>
        succeed
      </button>
      <ToastStack toasts={toasts} onDismiss={onDismiss} />
    </>
  );
}

describe(ToastStack.name, () => {
  it('should render each toast with its role when given errors and successes', () => {
    render(
      <ToastStack
        toasts={[
          { id: '1', tone: 'error', message: 'Search failed: timeout' },
          { id: '2', tone: 'success', message: 'Conversation renamed successfully' },
        ]}
        onDismiss={vi.fn()}
      />,
    );

    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Search failed: timeout');
    expect(screen.getByRole('status')).toHaveTextContent('Conversation renamed successfully');
  });

  it('should pass the toast id to onDismiss when a toast is dismissed', () => {
    const onDismiss = vi.fn();
    render(<ToastStack toasts={[{ id: 'abc', tone: 'info', message: 'Hello' }]} onDismiss={onDismiss} />);

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));

    expect(onDismiss).toHaveBeenCalledWith('abc');
  });

  it('should add and remove toasts when driven by useToastState', () => {
    render(<Harness />);

    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    fireEvent.click(screen.getByRole('button', { name: 'succeed' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error deleting conversation');
    expect(screen.getByRole('status')).toHaveTextContent('Conversation deleted successfully');

    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
