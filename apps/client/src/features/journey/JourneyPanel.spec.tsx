import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listEnabledTopics, parseFeatureConfig } from '@app/schema';
import type { AppConfigState } from '@/features/white-label/app-config-context';
import {
  AddNoteDocument,
  ContinueConversationDocument,
  JourneyConversationDocument,
  JourneyOlderEntriesDocument,
  ReplyStreamDocument,
  RetryReplyDocument,
  StartConversationDocument,
} from '@/features/journey/graphql/journey.generated';
import { JourneyPanel } from '@/features/journey/JourneyPanel';
import { RenameConversationDocument } from '@/features/history/graphql/history.generated';
import { MESSAGES, QUESTION_TRANSITION_MS } from '@/shared/messages';
import type { EntryKind, ReplyStatus } from '@/gql/graphql';
import { entryFixture, storedConversationMock } from '@/testing/journey-fixtures';
import { READY_APP_CONFIG, renderWithRouter } from '@/testing/render-with-router';

const TOPICS = {
  familyMemories: {
    displayName: 'Family Memories',
    enabled: true,
    promptQuestions: [
      { id: 'q1', text: 'Which memory?', required: true },
      { id: 'q2', text: 'Who was there?', required: false },
    ],
  },
  travel: {
    displayName: 'Travel',
    enabled: true,
    promptQuestions: [{ id: 't1', text: 'Where to?', required: true }],
  },
};

function configWith(topicKeys: Array<keyof typeof TOPICS>, personalNote = true): AppConfigState {
  const chat = Object.fromEntries(topicKeys.map((key) => [key, TOPICS[key]]));
  const features = parseFeatureConfig({
    flexiFeatures: { chat },
    ...(personalNote ? { personalNote: { enabled: true } } : {}),
  });
  return {
    ...READY_APP_CONFIG,
    site: { title: 'Flexi', placeholder: 'Type your answer here (100 words or less)', appName: 'Flexi' },
    features,
    enabledTopics: listEnabledTopics(features),
  };
}

const entry = entryFixture;

const START_INPUT = {
  topic: 'familyMemories',
  projectName: 'Grandma',
  answers: [
    { questionId: 'q1', answer: 'Sunday dinners' },
    { questionId: 'q2', answer: '' },
  ],
};

function startMock(): MockLink.MockedResponse {
  return {
    request: { query: StartConversationDocument, variables: { input: START_INPUT } },
    result: {
      data: {
        startConversation: {
          __typename: 'ConversationExchange',
          conversation: {
            __typename: 'Conversation',
            id: 'c1',
            projectName: 'Grandma',
            title: 'Grandma',
            topic: 'familyMemories',
            createdAt: '2026-01-01T00:00:00.000Z',
            entryCount: 1,
            entries: [entry('e1', 'opening', 'Sunday dinners')],
          },
          entry: entry('e1', 'opening', 'Sunday dinners'),
        },
      },
    },
  };
}

function streamMock(
  entryId: string,
  text: string,
  status: ReplyStatus = 'complete',
  error: string | null = null,
  by: string | null = 'offline-companion',
): MockLink.MockedResponse {
  return {
    request: { query: ReplyStreamDocument, variables: { entryId } },
    result: {
      data: { replyStream: { __typename: 'ReplyChunk', entryId, text, status, error, by } },
    },
  };
}

function renderPanel(mocks: MockLink.MockedResponse[], config = configWith(['familyMemories'])) {
  return renderWithRouter([{ path: '/', element: <JourneyPanel /> }], { mocks, config });
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function click(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

/** Presses Next and waits out the 500 ms question transition (spec §9), on fake or real timers. */
async function pressNext() {
  click('Next');
  if (vi.isFakeTimers()) await act(() => vi.advanceTimersByTimeAsync(QUESTION_TRANSITION_MS));
  else await act(() => new Promise((resolve) => setTimeout(resolve, QUESTION_TRANSITION_MS)));
}

async function answerAndSubmit() {
  type('Project name', 'Grandma');
  await pressNext();
  type('Which memory?', 'Sunday dinners');
  await pressNext();
  expect(screen.getByLabelText('Who was there?')).toBeInTheDocument();
  click('Submit');
}

afterEach(() => {
  vi.useRealTimers();
});

describe(JourneyPanel.name, () => {
  it('should ask for a memory type when more than one topic is enabled', async () => {
    renderPanel([], configWith(['familyMemories', 'travel']));

    const select = screen.getByLabelText('Choose a Memory Type');
    expect(within(select).getByRole('option', { name: 'Select a memory type' })).toBeInTheDocument();
    type('Project name', 'Rome');
    click('Next');
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a memory type.');

    fireEvent.change(select, { target: { value: 'travel' } });

    expect(screen.queryByLabelText('Choose a Memory Type')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Project name')).toHaveValue('Rome');
    await pressNext();
    expect(screen.getByLabelText('Where to?')).toBeInTheDocument();
  });

  it('should show the chosen topic as a chip whose Change goes back to the choice, keeping the project name', () => {
    renderPanel([], configWith(['familyMemories', 'travel']));
    fireEvent.change(screen.getByLabelText('Choose a Memory Type'), { target: { value: 'travel' } });
    type('Project name', 'Rome');

    expect(screen.getByText('Travel', { selector: '.journey-topic-chip__name' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Change.*Choose a Memory Type/ }));

    expect(screen.getByLabelText('Choose a Memory Type')).toHaveValue('');
    expect(screen.getByLabelText('Project name')).toHaveValue('Rome');
  });

  it('should say which question of how many, mark optional ones, and go Back keeping what was typed', async () => {
    renderPanel([]);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    type('Project name', 'Grandma');
    await pressNext();

    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Which memory?')).toHaveAccessibleDescription(/Question 1 of 2/);
    type('Which memory?', 'Sunday dinners');
    await pressNext();
    expect(screen.getByText(/Question 2 of 2/)).toHaveTextContent('Question 2 of 2 · Optional');
    type('Who was there?', 'Rosa');

    click('Back');
    expect(screen.getByLabelText('Which memory?')).toHaveValue('Sunday dinners');
    expect(screen.getByLabelText('Which memory?')).toHaveFocus();
    click('Back');
    expect(screen.getByLabelText('Project name')).toHaveValue('Grandma');
    await pressNext();
    await pressNext();
    expect(screen.getByLabelText('Who was there?')).toHaveValue('Rosa');
  });

  it('should hold Next for the 500 ms question transition so a double press cannot skip a question', async () => {
    vi.useFakeTimers();
    renderPanel([]);
    type('Project name', 'Grandma');
    click('Next');
    type('Which memory?', 'Sunday dinners');

    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    click('Next');
    expect(screen.getByLabelText('Which memory?')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(QUESTION_TRANSITION_MS));
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('should keep the project name, the answers and the question reached across a reload', async () => {
    const first = renderPanel([]);
    type('Project name', 'Grandma');
    await pressNext();
    type('Which memory?', 'Sunday din');
    first.unmount();

    renderPanel([]);

    expect(screen.getByLabelText('Which memory?')).toHaveValue('Sunday din');
  });

  it('should pick the only enabled topic and ask for the project name', () => {
    renderPanel([]);

    expect(screen.queryByLabelText('Choose a Memory Type')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Project name')).toBeInTheDocument();
  });

  it('should require a project name and keep it to 100 characters', () => {
    renderPanel([]);

    click('Next');
    expect(screen.getByText('Please enter a project name to continue.')).toBeInTheDocument();

    type('Project name', 'x'.repeat(101));
    click('Next');
    expect(screen.getByText('Please keep the project name to 100 characters or less.')).toBeInTheDocument();
  });

  it('should require an answer to a required question and keep answers to 600 characters', async () => {
    renderPanel([]);
    type('Project name', 'Grandma');
    await pressNext();

    const answer = screen.getByLabelText('Which memory?');
    expect(answer).toHaveAttribute('placeholder', 'Type your answer here (100 words or less)');
    click('Next');
    expect(screen.getByText('Please answer the current question before proceeding.')).toBeInTheDocument();

    type('Which memory?', 'x'.repeat(601));
    click('Next');
    expect(
      screen.getByText('Please keep your answer to 600 characters or less (about 100 words).'),
    ).toBeInTheDocument();
  });

  it('should stream the reply and acknowledge the start for 3 s when the answers are submitted', async () => {
    vi.useFakeTimers();
    renderPanel([startMock(), streamMock('e1', 'Warm **thank you**')]);

    await answerAndSubmit();
    // The mocked mutation and subscription answer after a short (fake) delay each.
    await act(() => vi.advanceTimersByTimeAsync(100));
    await act(() => vi.advanceTimersByTimeAsync(100));

    const reply = screen.getByRole('article', { name: 'Flexi' });
    expect(within(reply).getByText('thank you')).toBeInTheDocument();
    // Who wrote it (the stream's `by`) is said over the reply, not inside it.
    expect(within(reply).getByText(MESSAGES.offlineCompanion)).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'You' })).getByText('Sunday dinners'),
    ).toBeInTheDocument();
    expect(screen.getByText('Answer received, conversation started!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'THINK W FLEXI' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2_700));
    expect(screen.getByText('Answer received, conversation started!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.queryByText('Answer received, conversation started!')).not.toBeInTheDocument();
  });

  it('should open an empty start form next time once the conversation has started', async () => {
    const first = renderPanel([startMock(), streamMock('e1', 'Offline companion: thank you')]);
    await answerAndSubmit();
    await screen.findByRole('button', { name: 'THINK W FLEXI' });
    first.unmount();

    // Reopening / must not offer the last question with Submit again (that started a duplicate).
    renderPanel([]);

    expect(screen.getByLabelText('Project name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('should keep the draft when the conversation cannot start, so nothing typed is lost', async () => {
    const first = renderPanel([
      {
        request: { query: StartConversationDocument, variables: { input: START_INPUT } },
        error: new Error('offline'),
      },
    ]);
    await answerAndSubmit();
    await screen.findByText('Error starting conversation: offline');
    first.unmount();

    renderPanel([]);

    expect(screen.getByLabelText('Who was there?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('should show the error and keep the answers when the conversation cannot start', async () => {
    const failing = (message: string): MockLink.MockedResponse => ({
      request: { query: StartConversationDocument, variables: { input: START_INPUT } },
      error: new Error(message),
    });
    renderPanel([failing('offline'), failing('still offline')]);

    await answerAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error starting conversation: offline');
    // Spec §8: the words stay on screen as an entry whose reply reads "Error connecting to server".
    expect(
      within(screen.getByRole('article', { name: 'You' })).getByText(/Sunday dinners/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Flexi' })).getByText('Error connecting to server'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    // Submitting again sends the same answers: nothing typed was lost.
    click('Submit');
    expect(await screen.findByText('Error starting conversation: still offline')).toBeInTheDocument();
  });

  it('should mark a failed reply and retry it', async () => {
    renderPanel([
      startMock(),
      streamMock('e1', '', 'failed', 'The AI service is unavailable'),
      {
        request: { query: RetryReplyDocument, variables: { entryId: 'e1' } },
        result: {
          data: {
            retryReply: {
              __typename: 'ConversationExchange',
              entry: entry('e1', 'opening', 'Sunday dinners'),
            },
          },
        },
      },
      streamMock('e1', 'Second try'),
    ]);

    await answerAndSubmit();

    expect(await screen.findByText('The AI service is unavailable')).toBeInTheDocument();
    click('Retry');
    expect(await screen.findByText('Second try')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('should send a continuation and add a note when the conversation has started', async () => {
    renderPanel([
      startMock(),
      streamMock('e1', 'First reply'),
      {
        request: {
          query: ContinueConversationDocument,
          variables: { input: { conversationId: 'c1', message: 'More please', fileId: null } },
        },
        result: {
          data: {
            continueConversation: {
              __typename: 'ConversationExchange',
              conversation: { __typename: 'Conversation', id: 'c1', entryCount: 2 },
              entry: entry('e2', 'continuation', 'More please', 'pending', { orderIndex: 1 }),
            },
          },
        },
      },
      streamMock('e2', 'Second reply'),
      {
        request: {
          query: AddNoteDocument,
          variables: { input: { conversationId: 'c1', content: 'Call mum' } },
        },
        result: { data: { addNote: entry('n1', 'note', 'Call mum', 'none', { orderIndex: 2 }) } },
      },
    ]);
    await answerAndSubmit();
    await screen.findByText('First reply');

    type('Message', 'More please');
    click('THINK W FLEXI');
    expect(await screen.findByText('Second reply')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('');

    click('+ NOTE TO SELF');
    expect(screen.getByRole('button', { name: 'ADD + NOTE TO SELF' })).toBeInTheDocument();
    type('Note to self', 'Call mum');
    click('ADD + NOTE TO SELF');

    const note = await screen.findByRole('article', { name: 'Note' });
    expect(within(note).getByText('Call mum')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ NOTE TO SELF' })).toBeInTheDocument();
  });

  it('should only return to continue mode when an empty note is added', async () => {
    renderPanel([startMock(), streamMock('e1', 'First reply')]);
    await answerAndSubmit();
    await screen.findByText('First reply');

    click('+ NOTE TO SELF');
    type('Note to self', '   ');
    click('ADD + NOTE TO SELF');

    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'THINK W FLEXI' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Note' })).not.toBeInTheDocument();
  });

  describe('a stored conversation', () => {
    const storedMock = (
      result: MockLink.MockedResponse['result'],
      error?: Error,
    ): MockLink.MockedResponse => ({
      request: { query: JourneyConversationDocument, variables: { id: 'c1' } },
      result,
      error,
    });

    function renderStored(
      mock: MockLink.MockedResponse | MockLink.MockedResponse[],
      initialEntry = '/conversation/c1',
    ) {
      return renderWithRouter(
        [
          { path: '/conversation/:id', element: <JourneyPanel conversationId="c1" /> },
          { path: '/', element: <p>Start page</p> },
        ],
        { mocks: [mock].flat(), config: configWith(['familyMemories']), initialEntry },
      );
    }

    /** Complete exchanges e<from> … e<to - 1>, e0 the opening. */
    const exchanges = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) =>
        entry(`e${from + i}`, from + i === 0 ? 'opening' : 'continuation', `Words ${from + i}`, 'complete', {
          replyText: `Reply ${from + i}`,
          orderIndex: from + i,
        }),
      );

    const olderMock = (
      before: string,
      first: number,
      page: ReturnType<typeof exchanges>,
      error?: Error,
      delay?: number,
    ): MockLink.MockedResponse => ({
      request: { query: JourneyOlderEntriesDocument, variables: { id: 'c1', before, first } },
      delay,
      ...(error
        ? { error }
        : {
            result: {
              data: { conversation: { __typename: 'Conversation', id: 'c1', entries: page } },
            },
          }),
    });

    const shownWords = () =>
      screen
        .getAllByRole('article', { name: 'You' })
        .map((article) => article.textContent?.match(/Words \d+/)?.[0]);

    it('should load earlier entries above the newest page, saying so while it does, until the start', async () => {
      renderStored([
        storedConversationMock(exchanges(3, 6), 'familyMemories', 6),
        // Slow enough for the loading state to be seen.
        olderMock('e3', 50, exchanges(0, 3), undefined, 300),
      ]);

      await screen.findByText('Reply 5');
      expect(shownWords()).toEqual(['Words 3', 'Words 4', 'Words 5']);

      click('Load earlier entries');
      expect(await screen.findByText('Loading earlier entries…')).toBeInTheDocument();

      await screen.findByText('Reply 0');
      expect(shownWords()).toEqual(['Words 0', 'Words 1', 'Words 2', 'Words 3', 'Words 4', 'Words 5']);
      // At the start: nothing more to load, and nothing said about it.
      expect(screen.queryByRole('button', { name: 'Load earlier entries' })).not.toBeInTheDocument();
      expect(screen.queryByText('Loading earlier entries…')).not.toBeInTheDocument();
    });

    it('should say why earlier entries did not load, and load them when asked again', async () => {
      renderStored([
        storedConversationMock(exchanges(3, 6), 'familyMemories', 6),
        olderMock('e3', 50, [], new Error('offline')),
        olderMock('e3', 50, exchanges(0, 3)),
      ]);
      await screen.findByText('Reply 5');

      click('Load earlier entries');

      expect(await screen.findByRole('alert')).toHaveTextContent('Could not load earlier entries: offline');
      click('Load earlier entries');
      await screen.findByText('Reply 0');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('should load back, a large page at a time, to a search result far from the newest page', async () => {
      // Notes, which render quickly: 260 entries of which the newest 50 open the conversation.
      const notes = (from: number, to: number) =>
        Array.from({ length: to - from }, (_, i) =>
          entry(`n${from + i}`, 'note', `Note ${from + i}`, 'none', { orderIndex: from + i }),
        );
      renderStored(
        [
          storedConversationMock(notes(210, 260), 'familyMemories', 260),
          olderMock('n210', 200, notes(10, 210)),
          olderMock('n10', 200, notes(0, 10)),
        ],
        '/conversation/c1?search=Note&noteId=n5&entry=n5',
      );

      // Three pages and 260 rendered notes take jsdom seconds on a loaded CI machine: a wait, not a timing.
      expect(await screen.findByText('Note 5', {}, { timeout: 20_000 })).toBeInTheDocument();
      expect(screen.getAllByRole('article', { name: 'Note' })).toHaveLength(260);
    }, 40_000);

    it('should show its entries with the notes merged in orderIndex order, then the message box', async () => {
      const done = (id: string, kind: EntryKind, text: string, orderIndex: number) => ({
        ...entry(id, kind, text, kind === 'note' ? 'none' : 'complete'),
        replyText: kind === 'note' ? null : `Reply to ${text}`,
        orderIndex,
      });
      renderStored(
        storedConversationMock([
          done('n1', 'note', 'Call mum', 2),
          done('e2', 'continuation', 'More please', 1),
          done('e1', 'opening', 'Sunday dinners', 0),
        ]),
      );

      expect(await screen.findByText('Reply to Sunday dinners')).toBeInTheDocument();
      const order = screen.getAllByRole('article').map((article) => article.textContent);
      expect(order.map((text) => text?.match(/Sunday dinners|More please|Call mum/)?.[0])).toEqual([
        'Sunday dinners',
        'Sunday dinners',
        'More please',
        'More please',
        'Call mum',
      ]);
      expect(screen.getByLabelText('Message')).toBeInTheDocument();
      expect(screen.queryByLabelText('Project name')).not.toBeInTheDocument();
      expect(screen.queryByText('Answer received, conversation started!')).not.toBeInTheDocument();
    });

    it('should head the page with its title, topic and day, and rename it in place', async () => {
      renderStored([
        storedConversationMock([
          entry('e1', 'opening', 'Sunday dinners', 'complete', { replyText: 'Lovely.' }),
        ]),
        {
          request: { query: RenameConversationDocument, variables: { input: { id: 'c1', title: 'Nonna' } } },
          result: { data: { renameConversation: { __typename: 'Conversation', id: 'c1', title: 'Nonna' } } },
        },
      ]);

      expect(await screen.findByRole('heading', { level: 1, name: 'Grandma' })).toBeInTheDocument();
      expect(screen.getByText('Family Memories')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Rename Grandma' }));
      fireEvent.change(screen.getByRole('textbox', { name: /title/i }), { target: { value: 'Nonna' } });
      fireEvent.keyDown(screen.getByRole('textbox', { name: /title/i }), { key: 'Enter' });

      expect(await screen.findByRole('heading', { level: 1, name: 'Nonna' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Rename Nonna' })).toHaveFocus());
    });

    it('should go to / when the conversation does not exist', async () => {
      const { router } = renderStored(
        storedMock({
          errors: [new GraphQLError('Conversation not found', { extensions: { code: 'NOT_FOUND' } })],
        }),
      );

      expect(await screen.findByText('Start page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    });

    it('should say so, and keep the route, when the conversation cannot be loaded', async () => {
      const { router } = renderStored(storedMock(undefined, new Error('offline')));

      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch conversation history');
      expect(router.state.location.pathname).toBe('/conversation/c1');
    });
  });
});
