import { fireEvent, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it, vi } from 'vitest';
import { QuestionHistoryDocument } from '@/features/looking-back/graphql/question-history.generated';
import { QuestionHistoryDialog } from '@/features/looking-back/QuestionHistoryDialog';
import { formatDay } from '@/shared/format-date';
import { renderWithRouter } from '@/testing/render-with-router';

const ASKED_NOW = 'Which family memory would you like to keep today?';

function answer(entryId: string, projectName: string, text: string, question = ASKED_NOW) {
  return {
    __typename: 'AnswerOverTime' as const,
    entryId,
    conversationId: `c-${entryId}`,
    projectName,
    title: null,
    question,
    answer: text,
    mood: entryId === 'e1' ? ('GOOD' as const) : null,
    createdAt: `2026-0${entryId.slice(1)}-01T10:00:00.000Z`,
  };
}

function historyMock(offset: number, items: unknown[], hasMore: boolean): MockLink.MockedResponse {
  return {
    request: {
      query: QuestionHistoryDocument,
      variables: { topic: 'familyMemories', questionId: 'q1', offset, limit: 20 },
    },
    result: {
      data: {
        questionHistory: {
          __typename: 'QuestionHistory',
          topic: 'familyMemories',
          questionId: 'q1',
          question: ASKED_NOW,
          total: 3,
          hasMore,
          items,
        },
      },
    },
  };
}

function renderDialog(mocks: MockLink.MockedResponse[]) {
  const onClose = vi.fn();
  renderWithRouter(
    [
      {
        path: '/',
        element: <QuestionHistoryDialog topic="familyMemories" questionId="q1" onClose={onClose} />,
      },
      { path: '/conversation/:id', element: <p>Conversation page</p> },
    ],
    { mocks },
  );
  return onClose;
}

describe(QuestionHistoryDialog.name, () => {
  it('should list every answer newest first, each linking to its opening, with its day and mood', async () => {
    const onClose = renderDialog([
      historyMock(
        0,
        [answer('e2', 'Orchard', 'The orchard.'), answer('e1', 'Harbour', 'The harbour.')],
        false,
      ),
    ]);

    const dialog = await screen.findByRole('dialog', { name: 'Your answers over time' });
    expect(await within(dialog).findByRole('heading', { name: ASKED_NOW })).toBeInTheDocument();
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['Orchard', 'Harbour']);
    expect(items[1]).toHaveTextContent(formatDay('2026-01-01T10:00:00.000Z'));
    expect(items[1]).toHaveTextContent('Felt good');
    expect(items[1]).toHaveTextContent('The harbour.');
    const link = within(items[0]).getByRole('link', { name: 'Orchard' });
    expect(link).toHaveAttribute('href', '/conversation/c-e2?entry=e2');

    fireEvent.click(link);
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('Conversation page')).toBeInTheDocument();
  });

  it('should say how the question was asked when its wording has changed since', async () => {
    renderDialog([historyMock(0, [answer('e1', 'Harbour', 'Fog.', 'What do you remember?')], false)]);

    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('Asked as “What do you remember?”');
  });

  it('should load the next page on Load more, after the ones shown', async () => {
    renderDialog([
      historyMock(0, [answer('e3', 'Three', 'C.'), answer('e2', 'Two', 'B.')], true),
      historyMock(2, [answer('e1', 'One', 'A.')], false),
    ]);

    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('link', { name: 'One' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('should say why when the answers cannot be loaded', async () => {
    renderDialog([
      {
        request: {
          query: QuestionHistoryDocument,
          variables: { topic: 'familyMemories', questionId: 'q1', offset: 0, limit: 20 },
        },
        result: { errors: [{ message: 'That topic has no such question.' }] },
      },
    ]);

    expect(await screen.findByRole('alert')).toHaveTextContent('That topic has no such question.');
  });
});
