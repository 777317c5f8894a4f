import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareEntryDocument } from '@/features/share/graphql/share.generated';
import { ShareDialog } from '@/features/share/ShareDialog';
import { SHARE_COOLDOWN_MS, useShareEntry } from '@/features/share/useShareEntry';
import type { ShareOutcome, ShareTexts } from '@/features/share/useShareEntry';
import { MESSAGES } from '@/shared/messages';
import { renderWithRouter } from '@/testing/render-with-router';
import { shareEntryMock } from '@/testing/share-fixtures';
import { UnshareEntryDocument } from '@/features/shared-links/graphql/shared-links.generated';

const ORIGIN = 'https://journal.example';
const TEXTS: ShareTexts = { prompt: 'How did the roses do?', reply: 'They **bloomed**.' };
const LINK = `${ORIGIN}/#/share/post/c1/2`;

function shareMock(entryId = 'e2'): MockLink.MockedResponse {
  return shareEntryMock({ entryId });
}

function Harness({
  entryId,
  shared,
  onOutcome,
}: {
  entryId: string | null;
  shared: boolean;
  onOutcome: (o: ShareOutcome) => void;
}) {
  const { share, ready, dialog } = useShareEntry({ origin: ORIGIN });
  const target = { id: entryId, shared };
  return (
    <>
      <button type="button" onClick={() => void share(target, TEXTS).then(onOutcome)}>
        Share it
      </button>
      <button
        type="button"
        onClick={() => {
          void share(target, TEXTS).then(onOutcome);
          void share(target, TEXTS).then(onOutcome);
        }}
      >
        Share twice
      </button>
      <p>{ready ? 'ready' : 'waiting'}</p>
      <ShareDialog {...dialog} onNotify={vi.fn()} />
    </>
  );
}

function renderHarness(
  mocks: MockLink.MockedResponse[],
  entryId: string | null = 'e2',
  { shared = true }: { shared?: boolean } = {},
) {
  const onOutcome = vi.fn<(outcome: ShareOutcome) => void>();
  // Every operation sent, in order, before the mocks answer it.
  const sent: string[] = [];
  const recording = new ApolloLink((operation, forward) => {
    sent.push(operation.operationName ?? '');
    return forward(operation);
  });
  renderWithRouter(
    [{ path: '/', element: <Harness entryId={entryId} shared={shared} onOutcome={onOutcome} /> }],
    { link: ApolloLink.from([recording, new MockLink(mocks)]) },
  );
  return { onOutcome, sent };
}

function stubNativeShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
}

async function outcomes(onOutcome: ReturnType<typeof vi.fn>, count = 1): Promise<ShareOutcome[]> {
  await vi.waitFor(() => expect(onOutcome).toHaveBeenCalledTimes(count));
  return onOutcome.mock.calls.map(([outcome]) => outcome as ShareOutcome);
}

describe(useShareEntry.name, () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    vi.useRealTimers();
  });

  it.each([null, '', '   '])(
    'should refuse with Cannot share: Invalid post ID when the id is %j',
    async (id) => {
      // No mock: a request would fail with a different text.
      const { onOutcome } = renderHarness([], id);

      fireEvent.click(screen.getByRole('button', { name: 'Share it' }));

      expect(await outcomes(onOutcome)).toEqual([
        { status: 'error', message: 'Cannot share: Invalid post ID' },
      ]);
      expect(screen.getByText('ready')).toBeInTheDocument();
    },
  );

  it('should open the Share modal with the link when the browser cannot share natively', async () => {
    const { onOutcome } = renderHarness([shareMock()]);

    fireEvent.click(screen.getByRole('button', { name: 'Share it' }));

    expect(await outcomes(onOutcome)).toEqual([{ status: 'dialog', url: LINK }]);
    expect(await screen.findByRole('dialog', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getByLabelText('Share link')).toHaveValue(LINK);
    // The modal knows which entry it shares, so it can change the link's expiry.
    expect(screen.getByLabelText('Link expires')).toHaveValue('never');
  });

  it('should open the Share modal on the expiry a link shared earlier keeps, without changing it', async () => {
    const expiresAt = '2024-05-08T10:00:00.000Z';
    // The mock matches only a request without expiresInDays: sharing again must not reset the expiry.
    const { onOutcome } = renderHarness([shareEntryMock({ entryId: 'e2' }, { expiresAt })]);

    fireEvent.click(screen.getByRole('button', { name: 'Share it' }));

    expect(await outcomes(onOutcome)).toEqual([{ status: 'dialog', url: LINK }]);
    expect(await screen.findByLabelText('Link expires')).toHaveValue('keep');
    expect(screen.getByLabelText('Link expires')).toHaveAccessibleDescription(/^Expires /);
  });

  it('should hand the share text to the native share sheet when there is one', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    stubNativeShare(share);
    const { onOutcome } = renderHarness([shareMock()]);

    fireEvent.click(screen.getByRole('button', { name: 'Share it' }));

    expect(await outcomes(onOutcome)).toEqual([{ status: 'shared', url: LINK }]);
    expect(share).toHaveBeenCalledWith({
      title: 'Flexi',
      text: `Flexi\n\nHow did the roses do?\n\nThey **bloomed**.\n\nView more: ${LINK}`,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should do nothing more when the user cancels the native share sheet', async () => {
    stubNativeShare(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const { onOutcome } = renderHarness([shareMock()]);

    fireEvent.click(screen.getByRole('button', { name: 'Share it' }));

    expect(await outcomes(onOutcome)).toEqual([{ status: 'cancelled', url: LINK }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should fall back to the Share modal when the native share fails', async () => {
    stubNativeShare(() => Promise.reject(new DOMException('No user activation', 'NotAllowedError')));
    const { onOutcome } = renderHarness([shareMock()]);

    fireEvent.click(screen.getByRole('button', { name: 'Share it' }));

    expect(await outcomes(onOutcome)).toEqual([{ status: 'dialog', url: LINK }]);
    expect(await screen.findByLabelText('Share link')).toHaveValue(LINK);
  });

  it("should report Failed to share with the server's message when the server refuses", async () => {
    const { onOutcome } = renderHarness([
      {
        request: { query: ShareEntryDocument, variables: { entryId: 'e2' } },
        result: { errors: [new GraphQLError('Entry not found', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Share it' }));

    expect(await outcomes(onOutcome)).toEqual([
      { status: 'error', message: 'Failed to share: Entry not found' },
    ]);
  });

  it('should report Error sharing post when the server cannot be reached', async () => {
    const { onOutcome } = renderHarness([
      { request: { query: ShareEntryDocument, variables: { entryId: 'e2' } }, error: new Error('down') },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Share it' }));

    expect(await outcomes(onOutcome)).toEqual([{ status: 'error', message: 'Error sharing post' }]);
  });

  it('should share once and ask to wait when pressed twice at once', async () => {
    const { onOutcome } = renderHarness([shareMock()]);

    fireEvent.click(screen.getByRole('button', { name: 'Share twice' }));

    const results = await outcomes(onOutcome, 2);
    expect(results).toContainEqual({ status: 'error', message: 'Please wait a moment before sharing.' });
    expect(results).toContainEqual({ status: 'dialog', url: LINK });
  });

  it('should not be ready until the cooldown has passed after a share', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Natively shared, so no modal hides the page's buttons between the presses.
    stubNativeShare(() => Promise.resolve());
    const { onOutcome } = renderHarness([shareMock(), shareMock()]);

    fireEvent.click(screen.getByRole('button', { name: 'Share it' }));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await outcomes(onOutcome);

    act(() => {
      vi.advanceTimersByTime(SHARE_COOLDOWN_MS / 2);
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Share it' }));
    expect((await outcomes(onOutcome, 2))[1]).toEqual({
      status: 'error',
      message: 'Please wait a moment before sharing.',
    });

    act(() => {
      vi.advanceTimersByTime(SHARE_COOLDOWN_MS);
    });
    expect(screen.getByText('ready')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Share it' }));
    expect((await outcomes(onOutcome, 3))[2]).toEqual({ status: 'shared', url: LINK });
  });

  describe('an entry not shared yet', () => {
    it('should ask first, and make no link when the writer cancels', async () => {
      const { onOutcome, sent } = renderHarness([shareMock()], 'e2', { shared: false });

      fireEvent.click(screen.getByRole('button', { name: 'Share it' }));

      expect(await outcomes(onOutcome)).toEqual([{ status: 'confirm' }]);
      const dialog = await screen.findByRole('dialog', { name: 'Share' });
      expect(dialog).toHaveTextContent(MESSAGES.shareExplain);
      expect(screen.queryByLabelText('Share link')).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(sent).toEqual([]);
    });

    it('should make the link with the chosen expiry once the writer confirms, then show it', async () => {
      const expiresAt = '2024-05-08T10:00:00.000Z';
      const { sent } = renderHarness(
        [shareEntryMock({ entryId: 'e2', expiresInDays: 7 }, { expiresAt })],
        'e2',
        {
          shared: false,
        },
      );

      fireEvent.click(screen.getByRole('button', { name: 'Share it' }));
      fireEvent.change(await screen.findByLabelText('Link expires'), { target: { value: '7' } });
      fireEvent.click(screen.getByRole('button', { name: 'Create link' }));

      expect(await screen.findByLabelText('Share link')).toHaveValue(LINK);
      expect(screen.getByLabelText('Link expires')).toHaveAccessibleDescription(/^Expires /);
      expect(sent).toEqual(['ShareEntry']);
    });

    it("should keep the modal open with the server's message when the link cannot be made", async () => {
      renderHarness(
        [
          {
            request: { query: ShareEntryDocument, variables: { entryId: 'e2' } },
            result: { errors: [new GraphQLError('Entry not found', { extensions: { code: 'NOT_FOUND' } })] },
          },
        ],
        'e2',
        { shared: false },
      );

      fireEvent.click(screen.getByRole('button', { name: 'Share it' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Create link' }));

      expect(await screen.findByText('Failed to share: Entry not found')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Create link' })).toBeEnabled();
    });

    it('should take the link back when the writer dismisses the native share sheet', async () => {
      stubNativeShare(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
      const { onOutcome, sent } = renderHarness(
        [
          shareMock(),
          {
            request: { query: UnshareEntryDocument, variables: { entryId: 'e2' } },
            result: { data: { unshareEntry: { __typename: 'MessagePayload', message: 'ok' } } },
          },
        ],
        'e2',
        { shared: false },
      );

      fireEvent.click(screen.getByRole('button', { name: 'Share it' }));

      expect(await outcomes(onOutcome)).toEqual([{ status: 'cancelled', url: LINK }]);
      expect(sent).toEqual(['ShareEntry', 'UnshareEntry']);
    });
  });
});
