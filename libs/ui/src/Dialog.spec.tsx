import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

function ShareHarness() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      title="Share"
      description="Anyone with the link can read this post."
      open={open}
      onOpenChange={setOpen}
      trigger={<button type="button">Open share</button>}
    >
      <button type="button">Copy Link</button>
    </Dialog>
  );
}

describe(Dialog.name, () => {
  it('should show a notice inside the dialog, where assistive technology can reach it, and dismiss it', () => {
    const onDismissNotice = vi.fn();
    render(
      <Dialog
        title="Conversation History"
        open
        notice={{ tone: 'success', message: 'Conversation renamed successfully' }}
        onDismissNotice={onDismissNotice}
      />,
    );

    const notice = screen.getByRole('alert');
    expect(screen.getByRole('dialog')).toContainElement(notice);
    expect(notice).toHaveTextContent('Conversation renamed successfully');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismissNotice).toHaveBeenCalledTimes(1);
  });

  it('should open with the focus on the field marked data-autofocus', async () => {
    render(
      <Dialog title="Search Conversations" open>
        <button type="button">Help</button>
        <input aria-label="Search" data-autofocus />
      </Dialog>,
    );

    await waitFor(() => expect(screen.getByLabelText('Search')).toHaveFocus());
  });

  it('should give focus back to what had it when a dialog opened without a trigger closes', async () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            History
          </button>
          <Dialog title="Conversation History" open={open} onOpenChange={setOpen} />
        </>
      );
    }
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'History' });
    opener.focus();
    fireEvent.click(opener);
    await screen.findByRole('dialog');

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('should render nothing when closed', () => {
    render(<Dialog title="Search Conversations" open={false} />);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should be named by its title and described by its description when open', () => {
    render(
      <Dialog title="Share" description="Copy the link below." open>
        body
      </Dialog>,
    );

    const dialog = screen.getByRole('dialog', { name: 'Share' });
    expect(dialog).toHaveAccessibleDescription('Copy the link below.');
    expect(dialog).toHaveTextContent('body');
  });

  it('should have no description when none is given', () => {
    render(<Dialog title="Search Conversations" open />);

    expect(screen.getByRole('dialog')).not.toHaveAttribute('aria-describedby');
  });

  it('should open from the trigger, move focus inside and return it when closed with Escape', async () => {
    render(<ShareHarness />);
    const trigger = screen.getByRole('button', { name: 'Open share' });
    trigger.focus();

    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Share' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('should call onOpenChange with false when the close button is pressed', () => {
    const onOpenChange = vi.fn();
    render(<Dialog title="Edit Profile" open onOpenChange={onOpenChange} closeLabel="Close profile" />);

    fireEvent.click(screen.getByRole('button', { name: 'Close profile' }));

    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('should hide the rest of the page from assistive technology when open', () => {
    render(
      <>
        <main>page</main>
        <Dialog title="Share" open />
      </>,
    );

    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
