import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MySharesDocument,
  UnshareEntryDocument,
} from '@/features/shared-links/graphql/shared-links.generated';
import { SharedLinksDialog } from '@/features/shared-links/SharedLinksDialog';
import { formatDate } from '@/shared/format-date';
import { renderWithRouter } from '@/testing/render-with-router';

const ORIGIN = 'https://journal.example';
const SHARED_AT = '2025-03-04T10:00:00.000Z';
const EXPIRES_AT = '2025-03-11T10:00:00.000Z';

function share(entryId: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ShareLink' as const,
    entryId,
    conversationId: 'c1',
    kind: 'opening',
    continuationIndex: null,
    noteId: null,
    projectName: 'Garden',
    sharedAt: SHARED_AT,
    expiresAt: null,
    expired: false,
    ...overrides,
  };
}

const OPENING = share('e1');
const CONTINUATION = share('e2', {
  conversationId: 'c2',
  kind: 'continuation',
  continuationIndex: 1,
  projectName: 'Trip',
  expiresAt: EXPIRES_AT,
});
const NOTE = share('n3', {
  conversationId: 'c3',
  kind: 'note',
  noteId: 'n3',
  projectName: 'Recipes',
  expiresAt: '2025-01-01T00:00:00.000Z',
  expired: true,
});

function sharesMock(
  items: unknown[],
  { offset = 0, hasMore = false }: { offset?: number; hasMore?: boolean } = {},
): MockLink.MockedResponse {
  return {
    request: { query: MySharesDocument, variables: { limit: 20, offset } },
    result: { data: { myShares: { __typename: 'SharePage', total: items.length, hasMore, items } } },
  };
}

function unshareMock(entryId: string, result: Partial<MockLink.MockedResponse>): MockLink.MockedResponse {
  return { request: { query: UnshareEntryDocument, variables: { entryId } }, ...result };
}

const UNSHARED = { result: { data: { unshareEntry: { __typename: 'MessagePayload', message: 'ok' } } } };

function renderPanel(mocks: MockLink.MockedResponse[]) {
  const onNotify = vi.fn();
  renderWithRouter(
    [
      {
        path: '/',
        element: <SharedLinksDialog open onOpenChange={vi.fn()} onNotify={onNotify} origin={ORIGIN} />,
      },
    ],
    { mocks },
  );
  return { onNotify };
}

async function rows() {
  const list = await screen.findByRole('list', { name: 'Shared links' });
  return within(list).getAllByRole('listitem');
}

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText ? { writeText } : undefined,
    configurable: true,
    writable: true,
  });
}

describe(SharedLinksDialog.name, () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('should list each link with its project, what it shows, when it was shared and its expiry', async () => {
    renderPanel([sharesMock([OPENING, CONTINUATION, NOTE])]);

    expect(screen.getByRole('dialog', { name: 'Shared links' })).toBeInTheDocument();
    const [opening, continuation, note] = await rows();
    expect(within(opening).getByRole('heading', { level: 3 })).toHaveTextContent('Garden');
    expect(opening).toHaveTextContent(`The opening · Shared ${formatDate(SHARED_AT)}`);
    expect(opening).toHaveTextContent('Never expires');
    // The second continuation (index 1), counted from 1 as people count.
    expect(continuation).toHaveTextContent('Continuation 2');
    expect(continuation).toHaveTextContent(`Expires ${formatDate(EXPIRES_AT)}`);
    expect(note).toHaveTextContent('A note');
    expect(note).toHaveTextContent('Expired');
    expect(note).not.toHaveTextContent('Expires');
  });

  it('should open each link in a new tab at its share route', async () => {
    renderPanel([sharesMock([OPENING, CONTINUATION, NOTE])]);

    const [opening, continuation, note] = await rows();
    const open = (row: HTMLElement) => within(row).getByRole('link', { name: /^Open/ });
    expect(open(opening)).toHaveAttribute('href', `${ORIGIN}/#/share/post/c1`);
    expect(open(continuation)).toHaveAttribute('href', `${ORIGIN}/#/share/post/c2/1`);
    expect(open(note)).toHaveAttribute('href', `${ORIGIN}/#/share/post/c3/note/n3`);
    expect(open(note)).toHaveAttribute('target', '_blank');
    expect(open(continuation)).toHaveAccessibleName('Open: Trip, Continuation 2');
  });

  it('should copy the link and say Link copied to clipboard! when Copy link is pressed', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    stubClipboard(writeText);
    const { onNotify } = renderPanel([sharesMock([OPENING, CONTINUATION])]);

    fireEvent.click(within((await rows())[1]).getByRole('button', { name: /^Copy link/ }));

    await vi.waitFor(() => expect(onNotify).toHaveBeenCalledWith('success', 'Link copied to clipboard!'));
    expect(writeText).toHaveBeenCalledWith(`${ORIGIN}/#/share/post/c2/1`);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied to clipboard!');
  });

  it('should say how to copy by hand when the clipboard refuses', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    const { onNotify } = renderPanel([sharesMock([OPENING])]);

    fireEvent.click(within((await rows())[0]).getByRole('button', { name: /^Copy link/ }));

    await vi.waitFor(() =>
      expect(onNotify).toHaveBeenCalledWith('error', expect.stringMatching(/^Could not copy the link/)),
    );
  });

  it('should revoke a link after confirmation, drop its row and move focus to the next row', async () => {
    const { onNotify } = renderPanel([sharesMock([OPENING, CONTINUATION]), unshareMock('e1', UNSHARED)]);

    fireEvent.click(within((await rows())[0]).getByRole('button', { name: /^Revoke/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke link?' });
    expect(confirm).toHaveTextContent('“Garden” (the opening)');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));

    await vi.waitFor(() =>
      expect(onNotify).toHaveBeenCalledWith('success', 'Link revoked: it no longer shows the post.'),
    );
    const left = await rows();
    expect(left).toHaveLength(1);
    expect(left[0]).toHaveTextContent('Trip');
    await vi.waitFor(() => expect(within(left[0]).getByRole('link', { name: /^Open/ })).toHaveFocus());
  });

  it('should keep the row when the revoke is cancelled', async () => {
    renderPanel([sharesMock([OPENING])]);

    fireEvent.click(within((await rows())[0]).getByRole('button', { name: /^Revoke/ }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await rows()).toHaveLength(1);
  });

  it('should keep the row and say why when the server refuses the revoke', async () => {
    const { onNotify } = renderPanel([
      sharesMock([OPENING]),
      unshareMock('e1', { result: { errors: [new GraphQLError('Entry not found')] } }),
    ]);

    fireEvent.click(within((await rows())[0]).getByRole('button', { name: /^Revoke/ }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));

    await vi.waitFor(() =>
      expect(onNotify).toHaveBeenCalledWith('error', 'Failed to revoke link: Entry not found'),
    );
    expect(await rows()).toHaveLength(1);
  });

  it('should say You have not shared anything yet. when there are no links', async () => {
    renderPanel([sharesMock([])]);

    expect(await screen.findByText('You have not shared anything yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('should show the empty text once the last link is revoked', async () => {
    renderPanel([sharesMock([OPENING]), unshareMock('e1', UNSHARED)]);

    fireEvent.click(within((await rows())[0]).getByRole('button', { name: /^Revoke/ }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('You have not shared anything yet.')).toBeInTheDocument();
  });

  it('should append the next page with Load more, then offer no more', async () => {
    renderPanel([sharesMock([OPENING, CONTINUATION], { hasMore: true }), sharesMock([NOTE], { offset: 2 })]);
    expect(await rows()).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await vi.waitFor(async () => expect(await rows()).toHaveLength(3));
    expect((await rows())[2]).toHaveTextContent('Recipes');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('should show Error loading shared links when the list cannot be fetched', async () => {
    renderPanel([
      { request: { query: MySharesDocument, variables: { limit: 20, offset: 0 } }, error: new Error('down') },
    ]);

    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading shared links');
  });
});
