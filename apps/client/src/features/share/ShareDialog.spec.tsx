import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareDialog } from '@/features/share/ShareDialog';
import { MESSAGES } from '@/shared/messages';
import { renderWithRouter } from '@/testing/render-with-router';

const URL = 'https://journal.example/#/share/post/c1/note/n9';

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText ? { writeText } : undefined,
    configurable: true,
    writable: true,
  });
}

function renderDialog() {
  const onNotify = vi.fn();
  const onOpenChange = vi.fn();
  renderWithRouter([
    {
      path: '/',
      element: <ShareDialog open onOpenChange={onOpenChange} url={URL} onNotify={onNotify} />,
    },
  ]);
  return { onNotify, onOpenChange };
}

describe(ShareDialog.name, () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('should show the link read-only under the title Share', async () => {
    renderDialog();

    expect(await screen.findByRole('dialog', { name: 'Share' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Share link' });
    expect(field).toHaveValue(URL);
    expect(field).toHaveAttribute('readonly');
  });

  it('should copy the link and say Link copied to clipboard! when Copy Link is pressed', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    stubClipboard(writeText);
    const { onNotify } = renderDialog();

    fireEvent.click(await screen.findByRole('button', { name: 'Copy Link' }));

    await vi.waitFor(() => expect(onNotify).toHaveBeenCalledWith('success', 'Link copied to clipboard!'));
    expect(writeText).toHaveBeenCalledWith(URL);
    // Announced from inside the modal, which hides the page's toasts from screen readers.
    expect(screen.getByRole('status')).toHaveTextContent('Link copied to clipboard!');
  });

  it.each([
    ['the clipboard refuses', () => stubClipboard(() => Promise.reject(new Error('denied')))],
    ['there is no clipboard access', () => stubClipboard(undefined)],
  ])('should select the link and ask to copy it by hand when %s', async (_case, arrange) => {
    arrange();
    const { onNotify } = renderDialog();

    fireEvent.click(await screen.findByRole('button', { name: 'Copy Link' }));

    await vi.waitFor(() => expect(onNotify).toHaveBeenCalledWith('error', MESSAGES.linkCopyFailed));
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Share link' });
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, URL.length]);
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.linkCopyFailed);
  });

  it('should close on Escape and on the Close button', async () => {
    const { onOpenChange } = renderDialog();

    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(onOpenChange.mock.calls).toEqual([[false], [false]]);
  });
});
