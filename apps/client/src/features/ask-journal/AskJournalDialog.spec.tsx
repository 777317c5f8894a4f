import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AskJournalDialog } from '@/features/ask-journal/AskJournalDialog';
import {
  AskJournalDocument,
  DeleteJournalAnswerDocument,
  JournalAnswerDocument,
  JournalAnswersDocument,
} from '@/features/ask-journal/graphql/ask-journal.generated';
import type {
  JournalAnswerCitationFragment,
  JournalAnswerFieldsFragment,
} from '@/features/ask-journal/graphql/ask-journal.generated';
import { formatDay } from '@/shared/format-date';
import { journalAnswerStreamLink } from '@/testing/journal-answer-stream-link';
import { renderWithRouter } from '@/testing/render-with-router';

const HARBOUR: JournalAnswerCitationFragment = {
  __typename: 'RememberedEntry',
  id: 'e1',
  conversationId: 'c1',
  orderIndex: 0,
  projectName: 'Harbour walks',
  createdAt: '2026-03-14T17:05:00.000Z',
  snippet: 'Sunday walks along the harbour in Naples.',
};

const BOAT: JournalAnswerCitationFragment = {
  __typename: 'RememberedEntry',
  id: 'e7',
  conversationId: 'c2',
  orderIndex: 3,
  projectName: 'The boat',
  createdAt: '2026-03-15T09:00:00.000Z',
  snippet: 'The blue fishing boat, the Santa Lucia.',
};

const QUESTION = 'When did I last feel calm?';

function answer(overrides: Partial<JournalAnswerFieldsFragment> = {}): JournalAnswerFieldsFragment {
  return {
    __typename: 'JournalAnswer',
    id: 'a1',
    question: QUESTION,
    status: 'COMPLETE',
    text: 'By the harbour [1], and on the blue boat [2]. Also [9].',
    error: null,
    writtenBy: 'openai-compatible',
    createdAt: '2026-04-15T11:00:00.000Z',
    citations: [HARBOUR, BOAT],
    ...overrides,
  };
}

const FAILED = answer({
  id: 'a3',
  question: 'What made me laugh in March?',
  status: 'FAILED',
  text: null,
  error: 'The AI provider did not answer.',
  writtenBy: null,
  citations: [],
});

function listMock(
  items: JournalAnswerFieldsFragment[],
  { offset = 0, hasMore = false, total = items.length } = {},
): MockLink.MockedResponse {
  return {
    request: { query: JournalAnswersDocument, variables: { limit: 10, offset } },
    result: {
      data: { journalAnswers: { __typename: 'JournalAnswerPage', total, hasMore, items } },
    },
  };
}

function askMock(
  question: string,
  outcome: JournalAnswerFieldsFragment | GraphQLError,
): MockLink.MockedResponse & { result: ReturnType<typeof vi.fn> } {
  return {
    request: { query: AskJournalDocument, variables: { question } },
    result: vi.fn(() =>
      outcome instanceof GraphQLError ? { errors: [outcome] } : { data: { askJournal: outcome } },
    ),
  };
}

function answerMock(written: JournalAnswerFieldsFragment): MockLink.MockedResponse {
  return {
    request: { query: JournalAnswerDocument, variables: { id: written.id } },
    result: { data: { journalAnswer: written } },
  };
}

function deleteMock(id: string): MockLink.MockedResponse & { result: ReturnType<typeof vi.fn> } {
  return {
    request: { query: DeleteJournalAnswerDocument, variables: { id } },
    result: vi.fn(() => ({
      data: { deleteJournalAnswer: { __typename: 'MessagePayload', message: 'Answer deleted' } },
    })),
  };
}

function renderPanel(mocks: MockLink.MockedResponse[]) {
  const onOpenChange = vi.fn();
  const stream = journalAnswerStreamLink(mocks);
  const view = renderWithRouter(
    [
      { path: '/', element: <AskJournalDialog open onOpenChange={onOpenChange} /> },
      { path: '/conversation/:id', element: <p>Conversation page</p> },
    ],
    { link: stream.link },
  );
  return { onOpenChange, stream, ...view };
}

const EMPTY = /Ask a question about what you have written, such as “When did I last feel calm\?”/;
const dialog = () => screen.getByRole('dialog', { name: 'Ask your journal' });
const questionBox = () => screen.getByRole('textbox', { name: 'Your question' });
const askButton = () => screen.getByRole('button', { name: 'Ask' });
const typeQuestion = (text: string) => fireEvent.change(questionBox(), { target: { value: text } });
const earlierAnswers = async () =>
  within(await screen.findByRole('region', { name: 'Earlier answers' })).getAllByRole('article');
const citationName = (entry: JournalAnswerCitationFragment, number: number) =>
  `[${number}] ${entry.projectName}, ${formatDay(entry.createdAt)} — ${entry.snippet}`;

describe(AskJournalDialog.name, () => {
  it('should ask the question, say what is sent, and follow the answer as it is written, each citation linking to its entry', async () => {
    const pending = answer({ id: 'a9', status: 'PENDING', text: null, writtenBy: null, citations: [] });
    const written = 'By the harbour [1], and on the blue boat [2]. Also [9].';
    const asked = askMock(QUESTION, pending);
    const { stream, router, onOpenChange } = renderPanel([
      listMock([]),
      asked,
      answerMock({
        ...pending,
        status: 'COMPLETE',
        text: written,
        writtenBy: 'openai-compatible',
        citations: [HARBOUR, BOAT],
      }),
    ]);
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(dialog()).toHaveTextContent(
      'Your question and your most relevant entries (never your notes to self) are sent to the AI provider to write the answer.',
    );
    await waitFor(() => expect(questionBox()).toHaveFocus());

    typeQuestion(`  ${QUESTION} `);
    expect(within(dialog()).getByText(/^29\/600/)).toBeInTheDocument();
    fireEvent.click(askButton());

    const heading = await screen.findByRole('heading', { name: QUESTION, level: 3 });
    expect(asked.result).toHaveBeenCalledTimes(1);
    expect(questionBox()).toHaveValue('');
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();
    const current = screen.getByRole('article', { name: QUESTION });
    expect(heading).toBeInTheDocument();
    expect(within(current).getByRole('status')).toHaveTextContent('Being written…');
    await waitFor(() => expect(stream.followed()).toContain('a9'));

    // First the answer as it is, with the entries found; then the text, the citations left as they were.
    stream.step('a9', { text: '', citations: [HARBOUR, BOAT] });
    expect(await within(current).findByRole('link', { name: citationName(HARBOUR, 1) })).toHaveAttribute(
      'href',
      '/conversation/c1?entry=e1',
    );
    stream.step('a9', { text: 'By the harbour' });
    expect(await within(current).findByText('By the harbour')).toBeInTheDocument();
    expect(current.querySelector('[aria-live="polite"]')).toHaveTextContent('By the harbour');
    stream.step('a9', { text: written, status: 'COMPLETE', citations: [HARBOUR, BOAT] });

    const inText = await within(current).findByRole('link', {
      name: `Entry 2, ${formatDay(BOAT.createdAt)}`,
    });
    expect(inText).toHaveTextContent('[2]');
    expect(inText).toHaveAttribute('href', '/conversation/c2?entry=e7');
    // A number that cites nothing stays plain text.
    expect(current).toHaveTextContent('Also [9].');
    expect(screen.queryByText('Being written…')).not.toBeInTheDocument();
    const listed = within(within(current).getByRole('region', { name: 'Entries it draws on' })).getAllByRole(
      'link',
    );
    expect(listed.map((link) => link.getAttribute('href'))).toEqual([
      '/conversation/c1?entry=e1',
      '/conversation/c2?entry=e7',
    ]);
    expect(listed[1]).toHaveAccessibleName(citationName(BOAT, 2));

    fireEvent.click(listed[1]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/conversation/c2'));
    expect(router.state.location.search).toBe('?entry=e7');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('should say an empty or too long question needs changing without asking the server', async () => {
    const asked = askMock('', answer());
    renderPanel([listMock([]), asked]);
    await screen.findByText(EMPTY);

    typeQuestion('   ');
    fireEvent.click(askButton());
    expect(await screen.findByText('Please enter a question.')).toBeInTheDocument();
    expect(questionBox()).toHaveAttribute('aria-invalid', 'true');

    typeQuestion('a'.repeat(601));
    // As the composer counts a message: a long paste stays, marked over the limit.
    expect(within(dialog()).getByText(/^601\/600/)).toHaveTextContent('over the limit');
    fireEvent.click(askButton());
    expect(
      await screen.findByText('Please keep your question to 600 characters or less.'),
    ).toBeInTheDocument();
    expect(questionBox()).toHaveValue('a'.repeat(601));

    expect(asked.result).not.toHaveBeenCalled();
  });

  it("should show the server's words when too many answers are being written, keeping the question", async () => {
    const busy = 'You have 3 answers being written. Please wait for one to finish before asking another.';
    renderPanel([
      listMock([]),
      askMock(QUESTION, new GraphQLError(busy, { extensions: { code: 'TOO_MANY_REQUESTS' } })),
    ]);
    await screen.findByText(EMPTY);

    typeQuestion(QUESTION);
    fireEvent.click(askButton());

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(busy);
    expect(questionBox()).toHaveValue(QUESTION);
    expect(askButton()).toBeEnabled();
  });

  it('should list the earlier answers with their question, day, text and citations, a page at a time', async () => {
    const offline = answer({
      id: 'a2',
      question: 'Where did I walk?',
      text: 'I cannot reason about your question without an AI provider, but these match best:\n\n- [1] Harbour walks',
      writtenBy: 'offline-companion',
      citations: [HARBOUR],
    });
    const older = answer({ id: 'a4', question: 'What did I build?', text: 'A boat [1].', citations: [BOAT] });
    renderPanel([
      listMock([answer(), offline, FAILED], { hasMore: true, total: 4 }),
      listMock([older], { offset: 3, total: 4 }),
    ]);

    const [complete, fromOffline, failed] = await earlierAnswers();
    expect(within(complete).getByRole('heading', { name: QUESTION, level: 4 })).toBeInTheDocument();
    expect(complete).toHaveTextContent(`Asked ${formatDay('2026-04-15T11:00:00.000Z')}`);
    expect(complete).toHaveTextContent('By the harbour [1], and on the blue boat [2].');
    expect(within(complete).getByRole('link', { name: citationName(HARBOUR, 1) })).toBeInTheDocument();
    expect(within(complete).getByRole('link', { name: citationName(BOAT, 2) })).toBeInTheDocument();
    expect(fromOffline).toHaveTextContent('I cannot reason about your question without an AI provider');
    expect(fromOffline).toHaveTextContent(/offline companion/);
    expect(within(failed).getByRole('alert')).toHaveTextContent(
      'Could not be written: The AI provider did not answer.',
    );
    expect(
      within(failed).getByRole('button', { name: 'Ask again: What made me laugh in March?' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await earlierAnswers()).toHaveLength(4));
    expect(screen.getByRole('heading', { name: 'What did I build?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('should show why an answer failed as it is written, and ask its question again in its place', async () => {
    const pending = answer({ id: 'a5', status: 'PENDING', text: null, writtenBy: null, citations: [] });
    const again = answer({ id: 'a6', status: 'PENDING', text: null, writtenBy: null, citations: [] });
    const removed = deleteMock('a5');
    const { stream } = renderPanel([
      listMock([]),
      askMock(QUESTION, pending),
      answerMock({ ...pending, status: 'FAILED', error: 'The AI provider did not answer.' }),
      askMock(QUESTION, again),
      removed,
    ]);
    await screen.findByText(EMPTY);
    typeQuestion(QUESTION);
    fireEvent.click(askButton());
    await waitFor(() => expect(stream.followed()).toContain('a5'));

    stream.step('a5', { text: '', status: 'FAILED', error: 'The AI provider did not answer.' });

    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Could not be written: The AI provider did not answer.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Ask again' }));

    // The new answer takes the failed one's place, and the failed one is deleted.
    await waitFor(() => expect(stream.followed()).toEqual(['a6']));
    await waitFor(() => expect(within(dialog()).getByRole('status')).toHaveTextContent('Being written…'));
    await waitFor(() => expect(removed.result).toHaveBeenCalledTimes(1));
  });

  it('should ask before deleting an answer, and keep it when the writer cancels', async () => {
    const removed = deleteMock('a1');
    renderPanel([listMock([answer()]), removed]);

    const remove = async () =>
      within((await earlierAnswers())[0]).getByRole('button', { name: `Delete answer: ${QUESTION}` });
    fireEvent.click(await remove());
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete answer?' });
    expect(confirm).toHaveTextContent(
      `The answer to “${QUESTION}” will be deleted. Your entries stay as they are.`,
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(removed.result).not.toHaveBeenCalled();
    expect(await earlierAnswers()).toHaveLength(1);

    fireEvent.click(await remove());
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Answer deleted.')).toBeInTheDocument();
    expect(removed.result).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    await waitFor(() => expect(questionBox()).toHaveFocus());
  });
});
