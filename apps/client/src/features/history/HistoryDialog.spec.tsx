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

function conversation(
  id: string,
  title: string,
  projectName: string,
  updatedAt: string,
  { cover = false } = {},
) {
  return {
    __typename: 'Conversation' as const,
    id,
    title,
    projectName,
    topic: 'familyMemories',
    createdAt: '2025-01-02T09:00:00.000Z',
    updatedAt,
    coverImage: cover
      ? {
          __typename: 'File' as const,
          id: `${id}-f`,
          fileName: 'pier.png',
          fileUrl: `/files/${id}-f/pier.png`,
        }
      : null,
    entries: [
      {
        __typename: 'Entry' as const,
        id: `${id}-latest`,
        kind: 'continuation' as const,
        orderIndex: 1,
        userText: `Latest words of ${projectName}`,
        answers: null,
        replyText: 'A reply',
        createdAt: updatedAt,
      },
    ],
    opening: {
      __typename: 'Entry' as const,
      id: `${id}-opening`,
      userText: `Answers for ${projectName}`,
      replyText: 'A **warm** reply',
      createdAt: '2025-01-02T09:00:00.000Z',
    },
  };
}

const TRIP = conversation('c1', 'Renamed trip', 'Trip', '2025-03-04T10:00:00.000Z', { cover: true });
const GARDEN = conversation('c2', '', 'Garden', '2025-02-01T08:30:00.000Z');

function historyMock(
  items: unknown[],
  { offset = 0, hasMore = false, filter }: { offset?: number; hasMore?: boolean; filter?: string } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: ConversationHistoryDocument,
      variables: filter ? { limit: 20, offset, filter } : { limit: 20, offset },
    },
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

/** Opens the row's menu with the keyboard, as a screen reader user would, and answers the menu. */
async function openActions(title: string) {
  const trigger = await screen.findByRole('button', { name: `Actions: ${title}` });
  trigger.focus();
  fireEvent.keyDown(trigger, { key: 'Enter' });
  return screen.findByRole('menu');
}

async function chooseAction(title: string, action: string) {
  fireEvent.click(within(await openActions(title)).getByRole('menuitem', { name: action }));
}

const monthOf = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' }).format(new Date(iso));

describe(HistoryDialog.name, () => {
  it('should show placeholder rows, then the conversations in server order under their months', async () => {
    renderHistory([historyMock([TRIP, GARDEN])]);

    expect(screen.getByRole('dialog', { name: 'Conversation History' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading conversation history');

    const march = await screen.findByRole('region', { name: monthOf(TRIP.updatedAt) });
    const february = screen.getByRole('region', { name: monthOf(GARDEN.updatedAt) });
    expect(within(march).getByRole('heading', { level: 3 })).toHaveTextContent(monthOf(TRIP.updatedAt));
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(march).getByRole('listitem')).toBe(rows[0]);
    expect(within(february).getByRole('listitem')).toBe(rows[1]);
    // Title, topic (its key: no config loaded here), date and the newest words.
    expect(rows[0]).toHaveTextContent('Renamed trip');
    expect(rows[0]).toHaveTextContent(`familyMemories · ${formatDate(TRIP.updatedAt)}`);
    expect(rows[0]).toHaveTextContent('Latest words of Trip');
    expect(rows[0].querySelector('img')).toHaveAttribute('src', '/files/c1-f/pier.png');
    // No title of its own: the project name stands in.
    expect(rows[1]).toHaveTextContent('Garden');
    expect(rows[1]).toHaveTextContent(formatDate(GARDEN.updatedAt));
    expect(rows[1].querySelector('img')).toBeNull();
  });

  it('should ask the server for the conversations the filter finds, and say when none does', async () => {
    renderHistory([
      historyMock([TRIP, GARDEN]),
      historyMock([GARDEN], { filter: 'gar' }),
      historyMock([], { filter: 'zzz' }),
    ]);
    await rowOf('Garden');
    const filter = screen.getByRole('searchbox', { name: 'Filter' });

    fireEvent.change(filter, { target: { value: ' gar ' } });

    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('listitem')).toHaveTextContent('Garden');

    fireEvent.change(filter, { target: { value: 'zzz' } });

    expect(await screen.findByText('No conversation matches “zzz”.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
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

  it("should offer a row's actions in one menu, and open a conversation and close", async () => {
    const { onOpenConversation, onOpenChange } = renderHistory([historyMock([TRIP, GARDEN])]);

    const menu = await openActions('Garden');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open', 'Open in new tab', 'Rename', 'Export as Markdown', 'Delete']);
    const newTab = within(menu).getByRole('menuitem', { name: 'Open in new tab' });
    expect(newTab).toHaveAttribute('href', '#/conversation/c2');
    expect(newTab).toHaveAttribute('target', '_blank');
    expect(newTab).toHaveAttribute('rel', 'noopener noreferrer');

    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Open' }));

    expect(onOpenConversation).toHaveBeenCalledWith('c2');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('should download a conversation as Markdown under the name the server gives, and say so', async () => {
    const { saved } = stubSaving();
    // The download answers when the test says, so the row is seen busy while it runs, however fast the machine.
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
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

    await chooseAction('Garden', 'Export as Markdown');
    const row = await rowOf('Garden');
    await vi.waitFor(() => expect(row).toHaveAttribute('aria-busy', 'true'));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    answer(new Response('# Garden\n', { headers: { 'content-type': 'text/markdown' } }));

    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Downloaded Garden.md.'));
    expect(row).not.toHaveAttribute('aria-busy');
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

    await chooseAction('Renamed trip', 'Export as Markdown');

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
    await chooseAction('Garden', 'Rename');
    // The menu leaves focus in the field it opened.
    const input = await screen.findByLabelText('Title');
    expect(input).toHaveValue('Garden');
    await vi.waitFor(() => expect(input).toHaveFocus());

    fireEvent.change(input, { target: { value: '  My garden  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });

    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Conversation renamed successfully'),
    );
    expect(await rowOf('My garden')).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions: My garden' })).toHaveFocus();
  });

  it('should cancel a rename with Escape without closing the history', async () => {
    const { onOpenChange } = renderHistory([historyMock([TRIP])]);
    await chooseAction('Renamed trip', 'Rename');
    const input = await screen.findByLabelText('Title');
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
    await chooseAction('Renamed trip', 'Rename');
    await screen.findByLabelText('Title');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it.each([
    ['a blank title', '   ', 'Please enter a title.'],
    ['a title over 100 characters', 'x'.repeat(101), 'Please keep the title to 100 characters or less.'],
  ])('should refuse %s without a call', async (_case, title, text) => {
    renderHistory([historyMock([TRIP])]);
    await chooseAction('Renamed trip', 'Rename');
    const input = await screen.findByLabelText('Title');
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
    await chooseAction('Renamed trip', 'Rename');
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: title } });

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
    await chooseAction('Renamed trip', 'Rename');
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'New' } });

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
    await chooseAction('Renamed trip', 'Delete');
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
    await chooseAction('Renamed trip', 'Delete');

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
    await chooseAction('Renamed trip', 'Delete');

    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
