import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { ExportConversationDocument } from '@/features/export-import/graphql/export-import.generated';
import {
  ConversationHistoryDocument,
  DeleteConversationDocument,
  RenameConversationDocument,
} from '@/features/history/graphql/history.generated';
import { formatDate } from '@/shared/format-date';
import { stubSaving } from '@/testing/download-fixtures';
import { HistoryDialog } from '@/features/history/HistoryDialog';
import { renderWithRouter } from '@/testing/render-with-router';

function conversation(id: string, title: string, projectName: string, updatedAt: string) {
  return {
    __typename: 'Conversation' as const,
    id,
    title,
    projectName,
    createdAt: '2025-01-02T09:00:00.000Z',
    updatedAt,
    opening: {
      __typename: 'Entry' as const,
      id: `${id}-opening`,
      userText: `Answers for ${projectName}`,
      replyText: 'A **warm** reply',
      createdAt: '2025-01-02T09:00:00.000Z',
    },
  };
}

const TRIP = conversation('c1', 'Renamed trip', 'Trip', '2025-03-04T10:00:00.000Z');
const GARDEN = conversation('c2', '', 'Garden', '2025-02-01T08:30:00.000Z');

function historyMock(
  items: unknown[],
  { offset = 0, hasMore = false }: { offset?: number; hasMore?: boolean } = {},
): MockLink.MockedResponse {
  return {
    request: { query: ConversationHistoryDocument, variables: { limit: 20, offset } },
    result: {
      data: { conversations: { __typename: 'ConversationPage', total: items.length, hasMore, items } },
    },
  };
}

function renameMock(
  id: string,
  title: string,
  result: Partial<MockLink.MockedResponse>,
): MockLink.MockedResponse {
  return { request: { query: RenameConversationDocument, variables: { input: { id, title } } }, ...result };
}

function deleteMock(id: string, result: Partial<MockLink.MockedResponse>): MockLink.MockedResponse {
  return { request: { query: DeleteConversationDocument, variables: { id } }, ...result };
}

function renderHistory(mocks: MockLink.MockedResponse[], currentConversationId?: string) {
  const props = {
    onOpenChange: vi.fn(),
    onOpenConversation: vi.fn(),
    onDeleted: vi.fn(),
  };
  renderWithRouter(
    [
      {
        path: '/',
        element: <HistoryDialog open currentConversationId={currentConversationId} {...props} />,
      },
    ],
    { mocks },
  );
  return props;
}

async function rowOf(title: string) {
  const toggle = await screen.findByRole('button', { name: new RegExp(`^${title}`), expanded: false });
  return toggle.closest('li') as HTMLElement;
}

describe(HistoryDialog.name, () => {
  it('should show a spinner, then the conversations in server order with title and date', async () => {
    renderHistory([historyMock([TRIP, GARDEN])]);

    expect(screen.getByRole('dialog', { name: 'Conversation History' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading conversation history');

    const list = await screen.findByRole('list', { name: 'Conversations' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Renamed trip');
    expect(rows[0]).toHaveTextContent(formatDate(TRIP.updatedAt));
    // No title of its own: the project name stands in.
    expect(rows[1]).toHaveTextContent('Garden');
    expect(rows[1]).toHaveTextContent(formatDate(GARDEN.updatedAt));
  });

  it('should show No conversation history yet. when there are none', async () => {
    renderHistory([historyMock([])]);

    expect(await screen.findByText('No conversation history yet.')).toBeInTheDocument();
  });

  it.each([
    ['the server refuses', { result: { errors: [new GraphQLError('Boom')] } }],
    ['the server cannot be reached', { error: new Error('down') }],
  ])('should show Failed to fetch conversation history when %s', async (_case, outcome) => {
    renderHistory([
      { request: { query: ConversationHistoryDocument, variables: { limit: 20, offset: 0 } }, ...outcome },
    ]);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch conversation history');
  });

  it('should expand a row to show project, your words, the reply and the date, and collapse it again', async () => {
    renderHistory([historyMock([TRIP])]);
    const toggle = await screen.findByRole('button', { name: /^Renamed trip/, expanded: false });
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(details).not.toBeVisible();

    fireEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(details).toBeVisible();
    const terms = within(details)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Project', 'You', 'Flexi', 'Date']);
    expect(details).toHaveTextContent('Trip');
    expect(details).toHaveTextContent('Answers for Trip');
    expect(within(details).getByText('warm').tagName).toBe('STRONG');
    expect(details).toHaveTextContent(formatDate(TRIP.createdAt));

    fireEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(details).not.toBeVisible();
  });

  it('should open a conversation and close, and offer it in a new tab', async () => {
    const { onOpenConversation, onOpenChange } = renderHistory([historyMock([TRIP, GARDEN])]);

    const newTab = await screen.findByRole('link', { name: 'Open in new tab: Garden' });
    expect(newTab).toHaveAttribute('href', '#/conversation/c2');
    expect(newTab).toHaveAttribute('target', '_blank');
    expect(newTab).toHaveAttribute('rel', 'noopener noreferrer');

    fireEvent.click(screen.getByRole('button', { name: 'Open: Garden' }));

    expect(onOpenConversation).toHaveBeenCalledWith('c2');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('should download a conversation as Markdown under the name the server gives, and say so', async () => {
    const { saved } = stubSaving();
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('# Garden\n', { headers: { 'content-type': 'text/markdown' } })),
    );
    const link = {
      __typename: 'ExportLink',
      url: '/exports/conversations/c2/Garden.md?expires=1&signature=s',
      fileName: 'Garden.md',
      expiresAt: '2025-03-04T10:10:00.000Z',
    };
    renderHistory([
      historyMock([TRIP, GARDEN]),
      {
        request: { query: ExportConversationDocument, variables: { id: 'c2' } },
        result: { data: { exportConversation: link } },
      },
    ]);

    const button = await screen.findByRole('button', { name: 'Export as Markdown: Garden' });
    fireEvent.click(button);
    expect(button).toBeDisabled();

    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Downloaded Garden.md.'));
    expect(button).toBeEnabled();
    expect(fetch).toHaveBeenCalledWith(link.url, expect.anything());
    expect(saved.map((file) => file.fileName)).toEqual(['Garden.md']);
    expect(await saved[0]?.blob.text()).toBe('# Garden\n');
  });

  it("should say why when the server refuses a conversation's Markdown export", async () => {
    stubSaving();
    renderHistory([
      historyMock([TRIP]),
      {
        request: { query: ExportConversationDocument, variables: { id: 'c1' } },
        result: { errors: [new GraphQLError('Conversation not found')] },
      },
    ]);

    fireEvent.click(await screen.findByRole('button', { name: 'Export as Markdown: Renamed trip' }));

    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to export conversation: Conversation not found',
      ),
    );
  });

  it('should mark the current conversation', async () => {
    renderHistory([historyMock([TRIP, GARDEN])], 'c2');

    expect(await rowOf('Garden')).toHaveAttribute('aria-current', 'true');
    expect(await rowOf('Renamed trip')).not.toHaveAttribute('aria-current');
  });

  it('should load the next page after the last one and hide Load more when none follows', async () => {
    renderHistory([historyMock([TRIP], { hasMore: true }), historyMock([GARDEN], { offset: 1 })]);

    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    await rowOf('Garden');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('should rename with Enter, show the new title and report success', async () => {
    renderHistory([
      historyMock([TRIP, GARDEN]),
      renameMock('c2', 'My garden', {
        result: {
          data: { renameConversation: { __typename: 'Conversation', id: 'c2', title: 'My garden' } },
        },
      }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename: Garden' }));
    const input = screen.getByLabelText('Title');
    expect(input).toHaveValue('Garden');
    expect(input).toHaveFocus();

    fireEvent.change(input, { target: { value: '  My garden  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });

    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Conversation renamed successfully'),
    );
    expect(await rowOf('My garden')).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename: My garden' })).toHaveFocus();
  });

  it('should cancel a rename with Escape without closing the history', async () => {
    const { onOpenChange } = renderHistory([historyMock([TRIP])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename: Renamed trip' }));
    const input = screen.getByLabelText('Title');
    fireEvent.change(input, { target: { value: 'Something else' } });

    fireEvent.keyDown(input, { key: 'Escape' });

    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
    expect(await rowOf('Renamed trip')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Elsewhere Escape still closes the history.
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('should cancel a rename with the Cancel button', async () => {
    renderHistory([historyMock([TRIP])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename: Renamed trip' }));

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it.each([
    ['a blank title', '   ', 'Please enter a title.'],
    ['a title over 100 characters', 'x'.repeat(101), 'Please keep the title to 100 characters or less.'],
  ])('should refuse %s without a call', async (_case, title, text) => {
    renderHistory([historyMock([TRIP])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename: Renamed trip' }));
    const input = screen.getByLabelText('Title');
    fireEvent.change(input, { target: { value: title } });

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(text));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should accept a title of exactly 100 characters', async () => {
    const title = 'y'.repeat(100);
    renderHistory([
      historyMock([TRIP]),
      renameMock('c1', title, {
        result: { data: { renameConversation: { __typename: 'Conversation', id: 'c1', title } } },
      }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename: Renamed trip' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: title } });

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Conversation renamed successfully'),
    );
  });

  it('should report Error renaming conversation and keep the field open when the rename fails', async () => {
    renderHistory([
      historyMock([TRIP]),
      renameMock('c1', 'New', { result: { errors: [new GraphQLError('Nope')] } }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename: Renamed trip' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'New' } });

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Error renaming conversation'),
    );
    expect(screen.getByLabelText('Title')).toHaveValue('New');
  });

  it('should delete after confirmation, drop the row and report success', async () => {
    const { onDeleted } = renderHistory([
      historyMock([TRIP, GARDEN]),
      deleteMock('c1', {
        result: { data: { deleteConversation: { __typename: 'MessagePayload', message: 'Deleted' } } },
      }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Renamed trip' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete conversation?' });
    expect(confirm).toHaveTextContent('Renamed trip');

    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Conversation deleted successfully'),
    );
    expect(onDeleted).toHaveBeenCalledWith('c1');
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByText('Renamed trip')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('should not delete when the confirmation is cancelled', async () => {
    renderHistory([historyMock([TRIP])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Renamed trip' }));

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it.each([
    [
      "the server's message when the server refuses",
      { result: { errors: [new GraphQLError('Conversation not found')] } },
      'Conversation not found',
    ],
    [
      'Error deleting conversation when the server cannot be reached',
      { error: new Error('down') },
      'Error deleting conversation',
    ],
  ])('should report %s and keep the row', async (_case, outcome, text) => {
    const { onDeleted } = renderHistory([historyMock([TRIP]), deleteMock('c1', outcome)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Renamed trip' }));

    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
