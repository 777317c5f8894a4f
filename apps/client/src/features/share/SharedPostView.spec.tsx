import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MESSAGES } from '@/shared/messages';
import { describe, expect, it, vi } from 'vitest';
import { SharedEntryDocument } from '@/features/share/graphql/share.generated';
import { SharedPostView } from '@/features/share/SharedPostView';
import type { SharedPostViewProps } from '@/features/share/SharedPostView';
import { renderWithRouter } from '@/testing/render-with-router';

type Variables = { conversationId: string; continuationIndex?: number; noteId?: string };

function entry(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Entry',
    id: 'e1',
    conversationId: 'c1',
    kind: 'opening',
    userText: 'Project: Garden\n\nWhat did you plant?\nRoses',
    replyText: 'Roses are a **lovely** start.',
    replyStatus: 'complete',
    replyError: null,
    orderIndex: 0,
    createdAt: '2024-05-01T10:00:00.000Z',
    editedAt: null,
    mood: null,
    shared: true,
    answers: null,
    replyBy: null,
    file: null,
    remembered: [],
    ...overrides,
  };
}

function postMock(variables: Variables, post: Record<string, unknown> = {}): MockLink.MockedResponse {
  return {
    request: { query: SharedEntryDocument, variables },
    result: {
      data: {
        sharedEntry: {
          __typename: 'SharedPost',
          conversationId: 'c1',
          continuationIndex: null,
          noteId: null,
          kind: 'opening',
          projectName: 'Garden',
          mine: false,
          authorName: null,
          url: 'https://journal.example/#/share/post/c1',
          entry: entry(),
          ...post,
        },
      },
    },
  };
}

function errorMock(variables: Variables, error: GraphQLError | Error): MockLink.MockedResponse {
  return error instanceof GraphQLError
    ? { request: { query: SharedEntryDocument, variables }, result: { errors: [error] } }
    : { request: { query: SharedEntryDocument, variables }, error };
}

const notFound = () => new GraphQLError('Shared post not found', { extensions: { code: 'NOT_FOUND' } });

function renderView(mocks: MockLink.MockedResponse[], props: Partial<SharedPostViewProps> = {}) {
  const onStartYours = vi.fn();
  const onMissing = vi.fn();
  const view = renderWithRouter(
    [
      {
        path: '/',
        element: <SharedPostView postId="c1" onStartYours={onStartYours} onMissing={onMissing} {...props} />,
      },
    ],
    { mocks },
  );
  return { onStartYours, onMissing, ...view };
}

describe(SharedPostView.name, () => {
  it('should show the shared post with its project, words and reply', async () => {
    renderView([postMock({ conversationId: 'c1' })]);

    expect(await screen.findByText(/What did you plant\?/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Shared post' })).toBeInTheDocument();
    expect(screen.getByText('Garden')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Author' })).toHaveTextContent('Roses');
    const reply = screen.getByRole('article', { name: 'Flexi' });
    expect(within(reply).getByText('lovely').tagName).toBe('STRONG');
  });

  it("should label the words with the writer's display name when they set one", async () => {
    renderView([postMock({ conversationId: 'c1' }, { authorName: 'Marta Rosa' })]);

    expect(await screen.findByRole('article', { name: 'Marta Rosa' })).toHaveTextContent('Roses');
  });

  it('should label the words You when the viewer wrote them', async () => {
    renderView([postMock({ conversationId: 'c1' }, { mine: true })]);

    expect(await screen.findByRole('article', { name: 'You' })).toHaveTextContent('Roses');
  });

  it('should ask for the continuation at the index and link its file', async () => {
    renderView(
      [
        postMock(
          { conversationId: 'c1', continuationIndex: 2 },
          {
            kind: 'continuation',
            continuationIndex: 2,
            entry: entry({
              id: 'e3',
              kind: 'continuation',
              userText: 'Here is the plan',
              file: {
                __typename: 'File',
                id: 'f1',
                fileName: 'garden-plan-final.pdf',
                fileType: 'application/pdf',
                fileUrl: '/api/files/f1?sig=abc',
              },
            }),
          },
        ),
      ],
      { index: 2 },
    );

    const link = await screen.findByRole('link', { name: /garden-plan-final\.pdf/ });
    expect(link).toHaveAttribute('href', '/api/files/f1?sig=abc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Here is the plan')).toBeInTheDocument();
  });

  it('should show a shared note under the heading Shared note, without a reply', async () => {
    renderView(
      [
        postMock(
          { conversationId: 'c1', noteId: 'n1' },
          {
            kind: 'note',
            noteId: 'n1',
            entry: entry({ id: 'n1', kind: 'note', userText: 'Buy mulch', replyText: null }),
          },
        ),
      ],
      { noteId: 'n1', index: null },
    );

    expect(await screen.findByRole('article', { name: 'Note' })).toHaveTextContent('Buy mulch');
    expect(screen.getByRole('heading', { level: 2, name: 'Shared note' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Flexi' })).not.toBeInTheDocument();
  });

  it('should call onStartYours when Start Yours! is pressed', async () => {
    const { onStartYours } = renderView([postMock({ conversationId: 'c1' })]);
    await screen.findByText(/What did you plant\?/);

    fireEvent.click(screen.getByRole('button', { name: 'Start Yours!' }));

    expect(onStartYours).toHaveBeenCalledTimes(1);
  });

  it('should alert Shared post not found, without leaving, when a shared post is not found', async () => {
    const { onMissing } = renderView([errorMock({ conversationId: 'c1' }, notFound())]);

    expect((await screen.findByRole('alert')).textContent).toBe('Shared post not found');
    expect(onMissing).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Start Yours!' })).toBeInTheDocument();
  });

  it.each([
    ['a post', {}, { conversationId: 'c1' }],
    ['a continuation', { index: 2 }, { conversationId: 'c1', continuationIndex: 2 }],
  ])(
    'should say This link has expired., staying with Start Yours!, when the link to %s has expired',
    async (_case, props, variables) => {
      const expired = new GraphQLError('This link has expired.', {
        extensions: { code: 'NOT_FOUND', reason: 'SHARE_EXPIRED' },
      });
      const { onMissing } = renderView([errorMock(variables, expired)], props);

      expect((await screen.findByRole('alert')).textContent).toBe('This link has expired.');
      expect(screen.getByRole('button', { name: 'Start Yours!' })).toBeInTheDocument();
      // Not a missing continuation: the viewer is not sent away.
      expect(onMissing).not.toHaveBeenCalled();
    },
  );

  it('should say the link was revoked, staying with Start Yours!, when its author stopped sharing a note', async () => {
    const revoked = new GraphQLError('This link was revoked: its author no longer shares this entry.', {
      extensions: { code: 'NOT_FOUND', reason: 'SHARE_REVOKED' },
    });
    const { onMissing } = renderView([errorMock({ conversationId: 'c1', noteId: 'n1' }, revoked)], {
      noteId: 'n1',
    });

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.sharedLinkRevoked);
    expect(screen.getByRole('button', { name: 'Start Yours!' })).toBeInTheDocument();
    expect(onMissing).not.toHaveBeenCalled();
  });

  it('should alert and report the missing continuation once when the index is not found', async () => {
    const { onMissing } = renderView(
      [errorMock({ conversationId: 'c1', continuationIndex: 7 }, notFound())],
      {
        index: 7,
      },
    );

    expect((await screen.findByRole('alert')).textContent).toBe('Shared post not found');
    expect(onMissing).toHaveBeenCalledTimes(1);
    expect(onMissing).toHaveBeenCalledWith('Shared post not found');
  });

  it('should report a continuation position that cannot exist as missing without asking', async () => {
    const { onMissing } = renderView([], { index: -1 });

    expect((await screen.findByRole('alert')).textContent).toBe('Shared post not found');
    expect(onMissing).toHaveBeenCalledWith('Shared post not found');
  });

  it("should alert Shared conversation not found with the server's message for other refusals", async () => {
    renderView([
      errorMock(
        { conversationId: 'c1' },
        new GraphQLError('Share either a continuation or a note, not both.', {
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      ),
    ]);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Shared conversation not found: Share either a continuation or a note, not both.',
    );
  });

  it('should alert Error loading shared conversation when the server cannot be reached', async () => {
    const { onMissing } = renderView(
      [errorMock({ conversationId: 'c1', continuationIndex: 1 }, new Error('down'))],
      {
        index: 1,
      },
    );

    expect((await screen.findByRole('alert')).textContent).toBe('Error loading shared conversation');
    expect(onMissing).not.toHaveBeenCalled();
  });
});
