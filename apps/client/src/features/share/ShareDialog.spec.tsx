import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareDialog } from '@/features/share/ShareDialog';
import { formatDate } from '@/shared/format-date';
import { MESSAGES } from '@/shared/messages';
import { renderWithRouter } from '@/testing/render-with-router';
import { shareEntryMock } from '@/testing/share-fixtures';

const URL = 'https://journal.example/#/share/post/c1/note/n9';

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText ? { writeText } : undefined,
    configurable: true,
    writable: true,
  });
}

function renderDialog({
  entryId,
  expiresAt,
  mocks = [],
}: { entryId?: string; expiresAt?: string; mocks?: MockLink.MockedResponse[] } = {}) {
  const onNotify = vi.fn();
  const onOpenChange = vi.fn();
  renderWithRouter(
    [
      {
        path: '/',
        element: (
          <ShareDialog
            open
            onOpenChange={onOpenChange}
            url={URL}
            entryId={entryId}
            expiresAt={expiresAt}
            onNotify={onNotify}
          />
        ),
      },
    ],
    { mocks },
  );
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

  describe('Link expires', () => {
    const IN_A_WEEK = '2024-05-08T10:00:00.000Z';

    it('should start at Never, saying Never expires, for a link just shared', async () => {
      renderDialog({ entryId: 'e2' });

      expect(await screen.findByLabelText('Link expires')).toHaveValue('never');
      expect(screen.getByLabelText('Link expires')).toHaveAccessibleDescription('Never expires');
    });

    it('should share again with expiresInDays and show the expiry date when a choice is made', async () => {
      const { onNotify } = renderDialog({
        entryId: 'e2',
        mocks: [shareEntryMock({ entryId: 'e2', expiresInDays: 7 }, { expiresAt: IN_A_WEEK })],
      });

      fireEvent.change(await screen.findByLabelText('Link expires'), { target: { value: '7' } });

      const expires = `Expires ${formatDate(IN_A_WEEK)}`;
      await vi.waitFor(() =>
        expect(screen.getByLabelText('Link expires')).toHaveAccessibleDescription(expires),
      );
      expect(screen.getByLabelText('Link expires')).toHaveValue('7');
      expect(screen.getByRole('status')).toHaveTextContent(expires);
      expect(onNotify).not.toHaveBeenCalled();
    });

    it('should open on As set with the date a link shared earlier keeps, and offer Never after it', async () => {
      renderDialog({ entryId: 'e2', expiresAt: IN_A_WEEK });

      const field = await screen.findByLabelText('Link expires');
      expect(field).toHaveValue('keep');
      expect(field).toHaveAccessibleDescription(`Expires ${formatDate(IN_A_WEEK)}`);
      expect(screen.getByRole('option', { name: 'Never' })).toBeInTheDocument();
    });

    it('should make a dated link never expire with an explicit null when Never is chosen', async () => {
      renderDialog({
        entryId: 'e2',
        expiresAt: IN_A_WEEK,
        mocks: [shareEntryMock({ entryId: 'e2', expiresInDays: null })],
      });
      const field = await screen.findByLabelText('Link expires');

      fireEvent.change(field, { target: { value: 'never' } });

      await vi.waitFor(() => expect(field).toHaveAccessibleDescription('Never expires'));
      expect(field).toHaveValue('never');
    });

    it('should send expiresInDays null, and say Never expires, when Never is chosen again', async () => {
      renderDialog({
        entryId: 'e2',
        mocks: [
          shareEntryMock({ entryId: 'e2', expiresInDays: 365 }, { expiresAt: '2025-05-01T10:00:00.000Z' }),
          shareEntryMock({ entryId: 'e2', expiresInDays: null }),
        ],
      });
      const field = await screen.findByLabelText('Link expires');

      fireEvent.change(field, { target: { value: '365' } });
      await vi.waitFor(() => expect(field).toHaveAccessibleDescription(/^Expires /));
      fireEvent.change(field, { target: { value: 'never' } });

      await vi.waitFor(() => expect(field).toHaveAccessibleDescription('Never expires'));
      expect(field).toHaveValue('never');
    });

    it('should go back to the previous choice and say Failed to share when the server refuses', async () => {
      const { onNotify } = renderDialog({
        entryId: 'e2',
        mocks: [
          {
            ...shareEntryMock({ entryId: 'e2', expiresInDays: 30 }),
            result: { errors: [new GraphQLError('Entry not found', { extensions: { code: 'NOT_FOUND' } })] },
          },
        ],
      });
      const field = await screen.findByLabelText('Link expires');

      fireEvent.change(field, { target: { value: '30' } });

      await vi.waitFor(() =>
        expect(onNotify).toHaveBeenCalledWith('error', 'Failed to share: Entry not found'),
      );
      expect(field).toHaveValue('never');
      expect(field).toHaveAccessibleDescription('Never expires');
    });

    it('should offer no expiry choice without the shared entry', async () => {
      renderDialog();

      await screen.findByRole('dialog', { name: 'Share' });
      expect(screen.queryByLabelText('Link expires')).not.toBeInTheDocument();
    });
  });
});
