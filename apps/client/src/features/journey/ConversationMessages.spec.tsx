import { gql } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastProvider } from '@app/ui';
import { describe, expect, it, vi } from 'vitest';
import { ConversationMessages } from '@/features/journey/ConversationMessages';
import { SetEntryMoodDocument } from '@/features/journey/graphql/journey.generated';
import { createCache } from '@/app/apollo-client';
import { formatDay, formatLongDay, formatTime } from '@/shared/format-date';
import { entryFixture } from '@/testing/journey-fixtures';
import { renderWithRouter } from '@/testing/render-with-router';

const MOOD_FRAGMENT = gql`
  fragment EntryMood on Entry {
    mood
  }
`;

const WRITTEN_AT = '2026-03-14T09:26:00.000Z';

function renderMessages(...entries: Parameters<typeof entryFixture>[]) {
  render(
    <MockedProvider>
      <ToastProvider>
        <ConversationMessages
          entries={entries.map((args) => entryFixture(...args))}
          appName="Flexi"
          onRetry={vi.fn()}
        />
      </ToastProvider>
    </MockedProvider>,
  );
}

function timeIn(article: HTMLElement): HTMLElement | null {
  return article.querySelector('time');
}

describe(ConversationMessages.name, () => {
  it("should show the reply's time, as the user's message shows theirs, when the reply is complete", () => {
    renderMessages([
      'e1',
      'opening',
      'Sunday dinners',
      'complete',
      { replyText: 'What a picture.', createdAt: WRITTEN_AT },
    ]);

    const yours = timeIn(screen.getByRole('article', { name: 'You' }));
    const reply = timeIn(screen.getByRole('article', { name: 'Flexi' }));
    expect(reply).toHaveAttribute('dateTime', WRITTEN_AT);
    expect(reply?.textContent).toBeTruthy();
    expect(reply?.textContent).toBe(yours?.textContent);
  });

  it('should show no time on a reply that is still arriving', () => {
    renderMessages(['e1', 'opening', 'Sunday dinners', 'pending', { createdAt: WRITTEN_AT }]);

    expect(timeIn(screen.getByRole('article', { name: 'Flexi' }))).toBeNull();
  });

  it('should show an attached image as a thumbnail in the message', () => {
    const file = {
      __typename: 'File' as const,
      id: 'f1',
      fileName: 'copper-pot.jpg',
      fileType: 'image/jpeg',
      fileUrl: '/files/f1/copper-pot.jpg?expires=1&signature=abc',
    };
    renderMessages(['e1', 'continuation', 'The pot itself', 'complete', { replyText: 'Lovely.', file }]);

    const yours = screen.getByRole('article', { name: 'You' });
    expect(within(yours).getByRole('img', { name: 'copper-pot.jpg' })).toHaveAttribute('src', file.fileUrl);
  });
});

describe('ConversationMessages: a journal page', () => {
  it('should head each day once, and show each entry its time of day', () => {
    renderMessages(
      [
        'e1',
        'opening',
        'Sunday dinners',
        'complete',
        { replyText: 'Lovely.', createdAt: '2026-03-14T09:26:00' },
      ],
      ['n1', 'note', 'Call mum', 'none', { orderIndex: 1, createdAt: '2026-03-14T21:05:00' }],
      [
        'e2',
        'continuation',
        'Next day',
        'complete',
        { replyText: 'Yes.', orderIndex: 2, createdAt: '2026-03-15T08:00:00' },
      ],
    );

    const days = screen.getAllByRole('heading', { level: 2 });
    expect(days.map((day) => day.textContent)).toEqual([
      formatLongDay('2026-03-14T09:26:00'),
      formatLongDay('2026-03-15T08:00:00'),
    ]);
    const note = screen.getByRole('article', { name: 'Note' });
    expect(timeIn(note)?.textContent).toBe(formatTime('2026-03-14T21:05:00'));
  });

  it("should set an opening's questions as labels over its answers, leaving out unanswered ones", () => {
    const answers = [
      {
        __typename: 'QuestionAnswer' as const,
        questionId: 'q1',
        question: 'Which memory?',
        answer: 'Sunday dinners',
      },
      { __typename: 'QuestionAnswer' as const, questionId: 'q2', question: 'Who was there?', answer: '  ' },
    ];
    renderMessages([
      'e1',
      'opening',
      'Project: Grandma\n\nWhich memory?\nSunday dinners',
      'complete',
      { answers },
    ]);

    const yours = screen.getByRole('article', { name: 'You' });
    expect(within(yours).getByRole('term')).toHaveTextContent('Which memory?');
    expect(within(yours).getByRole('definition')).toHaveTextContent('Sunday dinners');
    expect(within(yours).queryByText('Who was there?')).not.toBeInTheDocument();
    expect(within(yours).queryByText(/Project: Grandma/)).not.toBeInTheDocument();
  });

  it("should render the writer's message as Markdown, keeping each line break", () => {
    renderMessages([
      'e1',
      'continuation',
      'Dear **Rosa**,\nthe boats are blue.',
      'complete',
      { replyText: 'Ok.' },
    ]);

    const yours = screen.getByRole('article', { name: 'You' });
    expect(within(yours).getByText('Rosa').tagName).toBe('STRONG');
    expect(yours.querySelectorAll('br')).toHaveLength(1);
  });
});

describe('ConversationMessages: entries you own', () => {
  async function openActions(name: string) {
    const trigger = screen.getByRole('button', { name });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    return screen.findByRole('menu');
  }

  function renderOwned(entries: Parameters<typeof entryFixture>[]) {
    const handlers = {
      onShare: vi.fn(),
      onEdit: vi.fn().mockResolvedValue({ ok: true }),
      onAskAgain: vi.fn(),
      onDelete: vi.fn().mockResolvedValue({ ok: true }),
    };
    render(
      <MockedProvider>
        <ToastProvider>
          <ConversationMessages
            entries={entries.map((args) => entryFixture(...args))}
            appName="Flexi"
            onRetry={vi.fn()}
            {...handlers}
          />
        </ToastProvider>
      </MockedProvider>,
    );
    return handlers;
  }

  it('should offer Share, Copy, Download, Edit, Ask again and Delete for a message whose reply is done, and all but Ask again for a note', async () => {
    renderOwned([
      ['e1', 'continuation', 'The boats', 'complete', { replyText: 'Lovely.' }],
      ['n1', 'note', 'Buy paint', 'none'],
    ]);

    const messageMenu = await openActions('Entry actions');
    expect(
      within(messageMenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Share', 'Copy', 'Download as Markdown', 'Edit', 'Ask again', 'Delete']);
    fireEvent.keyDown(messageMenu, { key: 'Escape' });
    const noteMenu = await openActions('Note actions');
    expect(
      within(noteMenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Share', 'Copy', 'Download as Markdown', 'Edit', 'Delete']);
  });

  it('should not offer Share for a message whose reply is still being written', async () => {
    const { onShare } = renderOwned([['e1', 'continuation', 'The boats', 'pending']]);

    const menu = await openActions('Entry actions');

    expect(within(menu).queryByRole('menuitem', { name: 'Share' })).not.toBeInTheDocument();
    expect(onShare).not.toHaveBeenCalled();
  });

  it('should hand the entry to Share from its menu', async () => {
    const { onShare } = renderOwned([['n1', 'note', 'Buy paint', 'none']]);

    fireEvent.click(within(await openActions('Note actions')).getByRole('menuitem', { name: 'Share' }));

    expect(onShare).toHaveBeenCalledWith(expect.objectContaining({ id: 'n1' }));
  });

  it('should copy the words and the reply as Markdown, and say so', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      renderOwned([['e1', 'continuation', 'The boats', 'complete', { replyText: 'Lovely **blue**.' }]]);

      fireEvent.click(within(await openActions('Entry actions')).getByRole('menuitem', { name: 'Copy' }));

      expect(await screen.findByText('Entry copied to clipboard')).toBeInTheDocument();
      expect(writeText.mock.calls[0][0]).toMatch(
        /^## You · .+\n\nThe boats\n\n### Flexi\n\nLovely \*\*blue\*\*\.\n$/,
      );
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('should change the words in place and save them trimmed, or keep them on Cancel', async () => {
    const { onEdit } = renderOwned([
      ['e1', 'continuation', 'The boats', 'complete', { replyText: 'Lovely.' }],
    ]);

    fireEvent.click(within(await openActions('Entry actions')).getByRole('menuitem', { name: 'Edit' }));
    // The editor opens once the menu has closed, with the focus in its words.
    const words = await screen.findByLabelText('Edit message');
    await vi.waitFor(() => expect(words).toHaveFocus());
    fireEvent.change(words, { target: { value: '  The blue boats  ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await Promise.resolve();
    });

    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'e1' }), { text: 'The blue boats' });
    expect(screen.queryByLabelText('Edit message')).not.toBeInTheDocument();
  });

  it('should refuse an empty message without a file before asking the server', async () => {
    const { onEdit } = renderOwned([
      ['e1', 'continuation', 'The boats', 'complete', { replyText: 'Lovely.' }],
    ]);

    fireEvent.click(within(await openActions('Entry actions')).getByRole('menuitem', { name: 'Edit' }));
    fireEvent.change(await screen.findByLabelText('Edit message'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(onEdit).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter a message.')).toBeInTheDocument();
  });

  describe("an opening's answers", () => {
    const answers = [
      {
        __typename: 'QuestionAnswer' as const,
        questionId: 'q1',
        question: 'Which memory?',
        answer: 'Sunday',
      },
      { __typename: 'QuestionAnswer' as const, questionId: 'q2', question: 'Who was there?', answer: '' },
    ];
    const opening: Parameters<typeof entryFixture> = ['e1', 'opening', 'Sunday', 'complete', { answers }];

    async function editOpening() {
      fireEvent.click(within(await openActions('Entry actions')).getByRole('menuitem', { name: 'Edit' }));
      return screen.findByRole('form', { name: 'Edit answers' });
    }

    it('should change every answer under its question and save them trimmed', async () => {
      const { onEdit } = renderOwned([opening]);

      const form = await editOpening();
      const first = within(form).getByLabelText('Which memory?');
      expect(first).toHaveValue('Sunday');
      await vi.waitFor(() => expect(first).toHaveFocus());
      fireEvent.change(first, { target: { value: ' Sunday dinners ' } });
      fireEvent.change(within(form).getByLabelText('Who was there?'), { target: { value: 'Rosa' } });
      await act(async () => {
        fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
        await Promise.resolve();
      });

      expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'e1' }), {
        answers: [
          { questionId: 'q1', answer: 'Sunday dinners' },
          { questionId: 'q2', answer: 'Rosa' },
        ],
      });
      expect(screen.queryByRole('form', { name: 'Edit answers' })).not.toBeInTheDocument();
    });

    it.each([
      ['no answer at all', '  ', 'Please answer the current question before proceeding.'],
      ['an answer over 600 characters', 'x'.repeat(601), 'Please keep your answer to 600 characters or less'],
    ])('should refuse %s before asking the server', async (_case, value, text) => {
      const { onEdit } = renderOwned([opening]);
      const form = await editOpening();

      fireEvent.change(within(form).getByLabelText('Which memory?'), { target: { value } });
      fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

      expect(onEdit).not.toHaveBeenCalled();
      expect(within(form).getByRole('alert')).toHaveTextContent(text);
    });

    it("should show the server's refusal and keep what was typed", async () => {
      const { onEdit } = renderOwned([opening]);
      onEdit.mockResolvedValue({
        ok: false,
        message: 'Could not save your changes: Please answer the current question before proceeding.',
      });
      const form = await editOpening();
      fireEvent.change(within(form).getByLabelText('Which memory?'), { target: { value: 'Monday' } });

      await act(async () => {
        fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
        await Promise.resolve();
      });

      expect(within(form).getByRole('alert')).toHaveTextContent('Could not save your changes');
      expect(within(form).getByLabelText('Which memory?')).toHaveValue('Monday');
    });

    it('should keep the answers as they were on Cancel', async () => {
      const { onEdit } = renderOwned([opening]);
      const form = await editOpening();
      fireEvent.change(within(form).getByLabelText('Which memory?'), { target: { value: 'Monday' } });

      fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));

      expect(onEdit).not.toHaveBeenCalled();
      expect(screen.getByRole('definition')).toHaveTextContent('Sunday');
    });

    it('should offer no Edit for an opening kept without its answers', async () => {
      renderOwned([['e1', 'opening', 'Sunday', 'complete', { answers: null }]]);

      const menu = await openActions('Entry actions');
      expect(within(menu).queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    });
  });

  it('should delete only once the writer confirms', async () => {
    const { onDelete } = renderOwned([['n1', 'note', 'Buy paint', 'none']]);

    fireEvent.click(within(await openActions('Note actions')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this note?' });
    expect(onDelete).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await Promise.resolve();
    });

    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'n1' }));
  });

  it('should say Edited on words the writer changed', () => {
    renderOwned([['n1', 'note', 'Buy paint', 'none', { editedAt: '2026-03-14T10:00:00.000Z' }]]);

    expect(within(screen.getByRole('article', { name: 'Note' })).getByText('Edited')).toBeInTheDocument();
  });
});

describe('ConversationMessages: how it felt and answers over time', () => {
  const moodMock = (mood: 'GOOD' | 'BAD' | null, delay = 0): MockLink.MockedResponse => ({
    request: { query: SetEntryMoodDocument, variables: { entryId: 'e1', mood } },
    result: { data: { setEntryMood: { __typename: 'Entry', id: 'e1', mood } } },
    delay,
  });

  function renderWithMoods(mocks: MockLink.MockedResponse[], overrides = {}) {
    const cache = createCache();
    const entry = entryFixture('e1', 'continuation', 'The boats', 'complete', {
      replyText: 'Lovely.',
      ...overrides,
    });
    render(
      <MockedProvider mocks={mocks} cache={cache}>
        <ToastProvider>
          <ConversationMessages entries={[entry]} appName="Flexi" onRetry={vi.fn()} />
        </ToastProvider>
      </MockedProvider>,
    );
    return cache;
  }

  it('should offer the five moods once the reply has come, none chosen, and save the one tapped', async () => {
    const cache = renderWithMoods([moodMock('GOOD')]);

    const group = screen.getByRole('group', { name: 'How did this feel?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['AWFUL', 'BAD', 'OKAY', 'GOOD', 'GREAT']);
    expect(within(group).queryByRole('radio', { checked: true })).toBeNull();

    fireEvent.click(within(group).getByRole('radio', { name: 'Good' }));

    await waitFor(() =>
      expect(cache.readFragment({ fragment: MOOD_FRAGMENT, id: 'Entry:e1' })).toEqual({
        __typename: 'Entry',
        mood: 'GOOD',
      }),
    );
  });

  it('should save quick changes one at a time, the latest last, so the server keeps what the screen shows', async () => {
    // Good is on its way when Great and then Bad are tapped: only Bad follows it (an unexpected send fails).
    const cache = renderWithMoods([moodMock('GOOD', 50), moodMock('BAD')]);
    const group = screen.getByRole('group', { name: 'How did this feel?' });

    fireEvent.click(within(group).getByRole('radio', { name: 'Good' }));
    fireEvent.click(within(group).getByRole('radio', { name: 'Great' }));
    fireEvent.click(within(group).getByRole('radio', { name: 'Bad' }));

    expect(within(group).getByRole('radio', { name: 'Bad' })).toBeChecked();
    await waitFor(() =>
      expect(cache.readFragment({ fragment: MOOD_FRAGMENT, id: 'Entry:e1' })).toEqual({
        __typename: 'Entry',
        mood: 'BAD',
      }),
    );
    expect(within(group).getByRole('radio', { name: 'Bad' })).toBeChecked();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('should put the saved mood back and say why when the server refuses', async () => {
    renderWithMoods([
      {
        request: { query: SetEntryMoodDocument, variables: { entryId: 'e1', mood: 'GOOD' } },
        result: { errors: [{ message: 'Entry not found' }] },
      },
    ]);

    fireEvent.click(screen.getByRole('radio', { name: 'Good' }));

    expect(await screen.findByText('Could not save your mood: Entry not found')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
  });

  it('should show the mood already given, with Clear', () => {
    renderWithMoods([], { mood: 'GREAT' });
    expect(screen.getByRole('radio', { name: 'Great' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
  });

  it('should offer no mood on a note, nor before the reply', () => {
    render(
      <MockedProvider>
        <ToastProvider>
          <ConversationMessages
            entries={[
              entryFixture('e1', 'continuation', 'The boats', 'pending'),
              entryFixture('n1', 'note', 'Buy paint', 'none'),
            ]}
            appName="Flexi"
            onRetry={vi.fn()}
          />
        </ToastProvider>
      </MockedProvider>,
    );

    expect(screen.queryByRole('group', { name: 'How did this feel?' })).toBeNull();
  });

  it("should offer each answer's history when asked for, naming its question", () => {
    const onSeeAnswers = vi.fn();
    render(
      <MockedProvider>
        <ToastProvider>
          <ConversationMessages
            entries={[
              entryFixture('e1', 'opening', 'Project: Garden', 'complete', {
                replyText: 'Lovely.',
                answers: [
                  {
                    __typename: 'QuestionAnswer',
                    questionId: 'q1',
                    question: 'What did you plant?',
                    answer: 'Roses',
                  },
                  { __typename: 'QuestionAnswer', questionId: 'q2', question: 'Who helped?', answer: '' },
                ],
              }),
            ]}
            appName="Flexi"
            onRetry={vi.fn()}
            onSeeAnswers={onSeeAnswers}
          />
        </ToastProvider>
      </MockedProvider>,
    );

    const buttons = screen.getAllByRole('button', { name: /^See all my answers/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'See all my answers: What did you plant?',
    ]);
    fireEvent.click(buttons[0]);
    expect(onSeeAnswers).toHaveBeenCalledWith('q1');
  });
});

describe('ConversationMessages: what a reply remembered', () => {
  const REMEMBERED = [
    {
      __typename: 'RememberedEntry' as const,
      id: 's1',
      conversationId: 'c2',
      orderIndex: 3,
      projectName: 'Lisbon trip',
      createdAt: '2025-06-02T18:30:00.000Z',
      snippet: 'The tram up to the castle, and the pastel de nata after.',
    },
    {
      __typename: 'RememberedEntry' as const,
      id: 's2',
      conversationId: 'c3',
      orderIndex: 0,
      projectName: 'Grandma',
      createdAt: '2024-12-24T20:00:00.000Z',
      snippet: 'Sunday dinners at her flat.',
    },
  ];

  function renderReply(overrides: Parameters<typeof entryFixture>[4], appName = 'Memory Lane') {
    const entry = entryFixture('e1', 'continuation', 'Where should I go this summer?', 'complete', {
      replyText: 'Somewhere with trams?',
      ...overrides,
    });
    renderWithRouter([
      {
        path: '/',
        element: <ConversationMessages entries={[entry]} appName={appName} onRetry={vi.fn()} />,
      },
    ]);
  }

  it('should list, under the reply and headed with the app name, a link to each source at its entry, with its project, day and words', () => {
    renderReply({ remembered: REMEMBERED });

    const reply = screen.getByRole('article', { name: 'Memory Lane' });
    const section = within(reply).getByRole('region', { name: 'Memory Lane remembered' });
    expect(within(section).getByRole('heading', { name: 'Memory Lane remembered' })).toBeInTheDocument();
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/conversation/c2?entry=s1', `Lisbon trip ${formatDay('2025-06-02T18:30:00.000Z')}`],
      ['/conversation/c3?entry=s2', `Grandma ${formatDay('2024-12-24T20:00:00.000Z')}`],
    ]);
    expect(links[0]).toHaveAccessibleName(
      new RegExp(`^Lisbon trip, ${formatDay('2025-06-02T18:30:00.000Z')}: The tram up to the castle`),
    );
    expect(within(items[0]).getByText(/The tram up to the castle/)).toBeInTheDocument();
    expect(within(items[1]).getByText('Sunday dinners at her flat.')).toBeInTheDocument();
    expect(within(items[0]).getByRole('link').querySelector('time')).toHaveAttribute(
      'dateTime',
      '2025-06-02T18:30:00.000Z',
    );
  });

  it('should show no such section when the reply remembered nothing', () => {
    renderReply({ remembered: [] });

    expect(screen.getByRole('article', { name: 'Memory Lane' })).toHaveTextContent('Somewhere with trams?');
    expect(screen.queryByRole('region', { name: 'Memory Lane remembered' })).toBeNull();
    expect(screen.queryByText(/remembered/)).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('should hide what an earlier reply remembered while the reply is written again', () => {
    renderReply({ remembered: REMEMBERED, replyStatus: 'pending', replyText: null });

    expect(screen.queryByRole('region', { name: 'Memory Lane remembered' })).toBeNull();
  });
});
