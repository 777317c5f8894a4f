import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog } from './AlertDialog';

describe(AlertDialog.name, () => {
  it('should use role alertdialog with title and message when open', () => {
    render(<AlertDialog title="Session expired" description="Session expired, please log in again." open />);

    const dialog = screen.getByRole('alertdialog', { name: 'Session expired' });
    expect(dialog).toHaveAccessibleDescription('Session expired, please log in again.');
  });

  it('should call onAction and close when the action is pressed', () => {
    const onAction = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <AlertDialog
        title="Error"
        description="Error connecting to server"
        open
        onOpenChange={onOpenChange}
        onAction={onAction}
      />,
    );

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('should focus the cancel button first when a cancel label is given', async () => {
    const onCancel = vi.fn();
    render(
      <AlertDialog
        title="Delete conversation?"
        description="This cannot be undone."
        open
        actionLabel="Delete"
        destructive
        cancelLabel="Keep it"
        onCancel={onCancel}
      />,
    );

    const cancel = screen.getByRole('button', { name: 'Keep it' });
    await waitFor(() => expect(cancel).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('ui-button--danger');

    fireEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('should not show a cancel button when no cancel label is given', () => {
    render(<AlertDialog title="Notice" description="Shared post not found" open />);

    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
