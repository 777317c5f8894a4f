import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listEnabledTopics, parseFeatureConfig } from '@app/schema';
import {
  ContinueConversationDocument,
  ReplyStreamDocument,
  RetryReplyDocument,
} from '@/features/journey/graphql/journey.generated';
import { JourneyPanel } from '@/features/journey/JourneyPanel';
import { useConversationReplies } from '@/features/journey/useConversationReplies';
import { FEATURE_CONFIG_JSON } from '@/testing/config-fixtures';
import { conversationRepliesLink } from '@/testing/conversation-replies-link';
import { entryFixture as entry, storedConversationMock } from '@/testing/journey-fixtures';
import { READY_APP_CONFIG, renderWithRouter } from '@/testing/render-with-router';

// Family Memories enabled (and a disabled topic beside it).
const features = parseFeatureConfig(FEATURE_CONFIG_JSON);
const CONFIG = { ...READY_APP_CONFIG, features, enabledTopics: listEnabledTopics(features) };

const answered = entry('e0', 'opening', 'Sunday dinners', 'complete', { replyText: 'Reply 0' });

function continueMock(delay = 150): MockLink.MockedResponse {
  return {
    request: {
      query: ContinueConversationDocument,
      variables: { input: { conversationId: 'c1', message: 'More please', fileId: null } },
    },
    // Long enough for a step to arrive before the answer, as a fast provider's first token can.
    delay,
    result: {
      data: {
        continueConversation: {
          __typename: 'ConversationExchange',
          conversation: { __typename: 'Conversation', id: 'c1', entryCount: 2 },
          entry: entry('e1', 'continuation', 'More please', 'pending', { orderIndex: 1 }),
        },
      },
    },
  };
}

function streamMock(entryId: string, text: string): MockLink.MockedResponse {
  return {
    request: { query: ReplyStreamDocument, variables: { entryId } },
    result: {
      data: {
        replyStream: { __typename: 'ReplyChunk', entryId, text, status: 'complete', error: null },
      },
    },
  };
}

/** Conversation c1 on screen with its stored entries, its replies played by the test. */
async function renderConversation(mocks: MockLink.MockedResponse[], stored = [answered]) {
  const watch = conversationRepliesLink([storedConversationMock(stored), ...mocks]);
  const view = renderWithRouter(
    [{ path: '/conversation/:id', element: <JourneyPanel conversationId="c1" /> }],
    { link: watch.link, config: CONFIG, initialEntry: '/conversation/c1' },
  );
  await screen.findByLabelText('Message');
  // The subscription opens in an effect after the first render: on a busy machine, after the box is shown.
  await waitFor(() => expect(watch.open()).toBe(1));
  return { watch, view };
}

function send(message: string) {
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: message } });
  fireEvent.click(screen.getByRole('button', { name: 'THINK W FLEXI' }));
}

/** Resolves once the message is sent and answered: the box is emptied, the entry is on screen. */
async function sent() {
  await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(''));
}

describe(useConversationReplies.name, () => {
  it('should send a message only once the conversation listens, and stream its reply from there', async () => {
    const { watch } = await renderConversation([continueMock()]);
    expect(watch.requests).toContain('ConversationReplies c1');

    send('More please');
    // Not sent before the subscription listens: a step published meanwhile would be lost.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(watch.requests).not.toContain('ContinueConversation');
    watch.listen();
    await waitFor(() => expect(watch.requests).toContain('ContinueConversation'));
    // The first token, before the mutation's answer: shown once the answer has put the entry on screen.
    watch.step('e1', 'Second');

    expect(await screen.findByText('Second')).toBeInTheDocument();
    watch.step('e1', 'Second reply', 'complete');
    expect(await screen.findByText('Second reply')).toBeInTheDocument();
    expect(watch.requests.indexOf('listening')).toBeLessThan(watch.requests.indexOf('ContinueConversation'));
    expect(watch.requests).not.toContain('ReplyStream e1');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('should show under a reply what its complete step says it remembered, with no reload', async () => {
    const { watch } = await renderConversation([continueMock(0)]);
    watch.listen();
    send('More please');
    await sent();

    watch.step('e1', 'Second reply', 'complete', null, [
      {
        id: 's1',
        conversationId: 'c9',
        orderIndex: 3,
        projectName: 'Harbour walks',
        createdAt: '2026-03-14T17:20:00.000Z',
        snippet: 'The blue fishing boat.',
      },
    ]);

    const remembered = await screen.findByRole('region', { name: 'Flexi remembered' });
    expect(within(remembered).getByRole('link')).toHaveAttribute('href', '/conversation/c9?entry=s1');
    expect(within(remembered).getByText('The blue fishing boat.')).toBeInTheDocument();
  });

  it('should show a step only on the reply it names', async () => {
    const { watch } = await renderConversation([continueMock(0)]);
    watch.listen();

    send('More please');
    await sent();
    watch.step('e9', 'Not this one', 'complete');
    watch.step('e1', 'Mine', 'complete');

    expect(await screen.findByText('Mine')).toBeInTheDocument();
    expect(screen.getAllByRole('article', { name: 'Flexi' })).toHaveLength(2);
    expect(screen.queryByText('Not this one')).not.toBeInTheDocument();
  });

  it("should follow the reply over replyStream when the conversation's subscription cannot listen", async () => {
    const { watch } = await renderConversation([continueMock(0), streamMock('e1', 'Followed alone')]);
    watch.fail();

    send('More please');
    // Opened again for this message, and refused again.
    await waitFor(() => expect(watch.open()).toBe(1));
    watch.fail();

    expect(await screen.findByText('Followed alone')).toBeInTheDocument();
    expect(watch.requests.filter((request) => request === 'ConversationReplies c1')).toHaveLength(2);
    expect(watch.requests.indexOf('ContinueConversation')).toBeLessThan(
      watch.requests.indexOf('ReplyStream e1'),
    );
  });

  it('should follow a pending reply on its own when the subscription listens again after a break', async () => {
    const { watch } = await renderConversation([continueMock(0), streamMock('e1', 'Caught up')]);
    watch.listen();
    send('More please');
    await sent();
    expect(watch.requests).not.toContain('ReplyStream e1');

    // The socket reconnected: what was published in between never came, so the reply is read on its own.
    watch.listen();

    expect(await screen.findByText('Caught up')).toBeInTheDocument();
    expect(watch.requests).toContain('ReplyStream e1');
  });

  it('should retry a failed reply once the conversation listens, and stream it from there', async () => {
    const failed = entry('e0', 'opening', 'Sunday dinners', 'failed', { replyError: 'The AI is busy' });
    const { watch } = await renderConversation(
      [
        {
          request: { query: RetryReplyDocument, variables: { entryId: 'e0' } },
          result: {
            data: {
              retryReply: {
                __typename: 'ConversationExchange',
                entry: entry('e0', 'opening', 'Sunday dinners'),
              },
            },
          },
        },
      ],
      [failed],
    );
    watch.listen();

    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(watch.requests).toContain('RetryReply e0'));
    watch.step('e0', 'Second try', 'complete');

    expect(await screen.findByText('Second try')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Flexi' })).queryByText('The AI is busy')).toBeNull();
    expect(watch.requests).not.toContain('ReplyStream e0');
  });

  it('should close the subscription when the conversation is left', async () => {
    const { watch, view } = await renderConversation([]);
    expect(watch.open()).toBe(1);

    view.unmount();

    expect(watch.open()).toBe(0);
  });
});
