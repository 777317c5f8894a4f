import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { parseFeatureConfig } from '@app/schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CreateReviewDocument,
  DeleteReviewDocument,
  ReviewDocument,
  ReviewsDocument,
} from '@/features/looking-back/graphql/reviews.generated';
import type { ReviewFieldsFragment } from '@/features/looking-back/graphql/reviews.generated';
import { ReviewsDialog } from '@/features/looking-back/ReviewsDialog';
import { dayLabel, monthLabel } from '@/features/looking-back/calendar-grid';
import { periodLabel } from '@/features/looking-back/review-periods';
import { MeDocument } from '@/features/profile/graphql/profile.generated';
import { formatDay } from '@/shared/format-date';
import { FEATURE_CONFIG_JSON } from '@/testing/config-fixtures';
import { READY_APP_CONFIG, renderWithRouter } from '@/testing/render-with-router';
import { reviewStreamLink } from '@/testing/review-stream-link';

// Noon on Wednesday 15 April 2026 in UTC, the writer's zone: the week under way began on Monday 13 April.
const NOW = new Date('2026-04-15T12:00:00.000Z');
const MARCH = monthLabel('2026-03');

const meMock: MockLink.MockedResponse = {
  request: { query: MeDocument },
  result: {
    data: {
      me: {
        __typename: 'Profile',
        username: 'rosa',
        email: 'rosa@example.com',
        displayName: 'Rosa',
        timeZone: 'UTC',
        timeZoneSet: true,
        aiMemory: false,
        writingReminder: null,
        reviewDigest: null,
      },
    },
  },
};

const WRITTEN = [
  '## March 2026',
  '',
  'You wrote by the harbour [1] and of a blue boat [2]. Also [9].',
  '',
  '_Written by the offline companion from your journal alone._',
].join('\n');

function review(overrides: Partial<ReviewFieldsFragment> = {}): ReviewFieldsFragment {
  return {
    __typename: 'Review',
    id: 'r1',
    period: 'MONTH',
    start: '2026-03-01',
    end: '2026-03-31',
    status: 'COMPLETE',
    text: WRITTEN,
    error: null,
    writtenBy: 'offline-companion',
    createdAt: '2026-04-15T11:00:00.000Z',
    stats: {
      __typename: 'ReviewStats',
      entries: 3,
      conversations: 1,
      words: 1234,
      daysWritten: 2,
      days: [
        { __typename: 'ReviewDay', date: '2026-03-14', entries: 2, moodAverage: 4 },
        { __typename: 'ReviewDay', date: '2026-03-15', entries: 1, moodAverage: 2 },
      ],
      moods: [
        { __typename: 'ReviewMoodCount', mood: 'BAD', entries: 1 },
        { __typename: 'ReviewMoodCount', mood: 'GOOD', entries: 2 },
      ],
      topics: [{ __typename: 'ReviewTopicCount', topic: 'familyMemories', entries: 3 }],
    },
    citations: [
      {
        __typename: 'ReviewCitation',
        number: 1,
        entryId: 'e1',
        conversationId: 'c1',
        topic: 'familyMemories',
        quote: 'Sunday walks along the harbour in Naples.',
        createdAt: '2026-03-14T17:05:00.000Z',
      },
      {
        __typename: 'ReviewCitation',
        number: 2,
        entryId: 'e2',
        conversationId: 'c1',
        topic: 'familyMemories',
        quote: 'The blue fishing boat, the Santa Lucia.',
        createdAt: '2026-03-15T09:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

const PENDING = review({ id: 'r2', status: 'PENDING', text: null, writtenBy: null });
const FAILED = review({
  id: 'r3',
  period: 'WEEK',
  start: '2026-04-06',
  end: '2026-04-12',
  status: 'FAILED',
  text: null,
  error: 'The AI provider did not answer.',
  writtenBy: null,
});

function listMock(items: ReviewFieldsFragment[]): MockLink.MockedResponse {
  return {
    request: { query: ReviewsDocument, variables: { limit: 20, offset: 0 } },
    result: { data: { reviews: { __typename: 'ReviewPage', total: items.length, hasMore: false, items } } },
  };
}

function createMock(
  variables: { period: string; start: string },
  outcome: ReviewFieldsFragment | GraphQLError,
): MockLink.MockedResponse {
  return {
    request: { query: CreateReviewDocument, variables },
    result: outcome instanceof GraphQLError ? { errors: [outcome] } : { data: { createReview: outcome } },
  };
}

function reviewMock(written: ReviewFieldsFragment): MockLink.MockedResponse {
  return {
    request: { query: ReviewDocument, variables: { id: written.id } },
    result: { data: { review: written } },
  };
}

function deleteMock(id: string): MockLink.MockedResponse & { result: ReturnType<typeof vi.fn> } {
  return {
    request: { query: DeleteReviewDocument, variables: { id } },
    result: vi.fn(() => ({
      data: { deleteReview: { __typename: 'MessagePayload', message: 'Review deleted' } },
    })),
  };
}

const FEATURES = { ...READY_APP_CONFIG, features: parseFeatureConfig(FEATURE_CONFIG_JSON) };

function renderReviews(mocks: MockLink.MockedResponse[]) {
  const onOpenChange = vi.fn();
  const stream = reviewStreamLink([meMock, ...mocks]);
  const view = renderWithRouter(
    [
      { path: '/', element: <ReviewsDialog open onOpenChange={onOpenChange} /> },
      { path: '/conversation/:id', element: <p>Conversation page</p> },
    ],
    { link: stream.link, config: FEATURES },
  );
  return { onOpenChange, stream, ...view };
}

const dialog = () => screen.getByRole('dialog', { name: 'Reviews' });
const rows = async () => within(await screen.findByRole('list')).getAllByRole('listitem');

describe(ReviewsDialog.name, () => {
  beforeEach(() => {
    // Only the clock: Apollo's and Testing Library's timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('should create the review of the week chosen, say what is sent to write it, and follow it as it is written', async () => {
    const week = review({
      id: 'r9',
      period: 'WEEK',
      start: '2026-04-06',
      end: '2026-04-12',
      status: 'PENDING',
      text: null,
      writtenBy: null,
    });
    const { stream } = renderReviews([
      listMock([]),
      createMock({ period: 'WEEK', start: '2026-04-06' }, week),
      reviewMock({ ...week, status: 'COMPLETE', text: 'A calm week [1].', writtenBy: 'offline-companion' }),
    ]);
    expect(await screen.findByText('No reviews yet: create your first one above.')).toBeInTheDocument();
    expect(dialog()).toHaveTextContent('never your notes — are sent to the AI provider');

    fireEvent.click(screen.getByRole('radio', { name: 'Week' }));
    const which = screen.getByLabelText('Which week');
    const options = within(which).getAllByRole('option');
    expect(options).toHaveLength(12);
    expect(options[0]).toHaveTextContent(`${periodLabel('WEEK', '2026-04-13')} (this week, so far)`);
    expect(which).toHaveValue('2026-04-13');
    fireEvent.change(which, { target: { value: '2026-04-06' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create review' }));

    const heading = await screen.findByRole('heading', { name: periodLabel('WEEK', '2026-04-06') });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Being written…');
    await waitFor(() => expect(stream.followed()).toContain('r9'));

    stream.step('r9', 'A calm');
    expect(await screen.findByText('A calm')).toBeInTheDocument();
    stream.step('r9', 'A calm week [1].', 'COMPLETE');

    const citation = await screen.findByRole('link', {
      name: `Entry 1, ${formatDay(week.citations[0].createdAt)}`,
    });
    expect(citation).toHaveTextContent('[1]');
    expect(screen.queryByText('Being written…')).not.toBeInTheDocument();
    expect(
      await screen.findByText(/Written on this server by the offline companion, from your own words/),
    ).toBeInTheDocument();
  });

  it("should show the server's refusal as it is when the period cannot be reviewed", async () => {
    renderReviews([
      listMock([]),
      createMock(
        { period: 'MONTH', start: '2026-04-01' },
        new GraphQLError('That period has not begun yet.', { extensions: { code: 'BAD_USER_INPUT' } }),
      ),
    ]);
    await screen.findByText('No reviews yet: create your first one above.');

    expect(screen.getByLabelText('Which month')).toHaveValue('2026-04-01');
    fireEvent.click(screen.getByRole('button', { name: 'Create review' }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('That period has not begun yet.');
    expect(screen.getByRole('button', { name: 'Create review' })).toBeEnabled();
  });

  it('should list the reviews by period with where their writing stands, a failed one with its error', async () => {
    renderReviews([listMock([PENDING, review(), FAILED])]);

    const [pending, complete, failed] = await rows();
    expect(within(pending).getByRole('button', { name: `Open review: ${MARCH}` })).toBeInTheDocument();
    expect(pending).toHaveTextContent('Being written…');
    expect(complete).toHaveTextContent('Monthly review');
    expect(complete).toHaveTextContent('Written');
    expect(failed).toHaveTextContent(periodLabel('WEEK', '2026-04-06'));
    expect(failed).toHaveTextContent('Could not be written: The AI provider did not answer.');
    expect(within(failed).getByRole('button', { name: /^Write it again/ })).toBeInTheDocument();
  });

  it('should show a written review: its numbers, its chart in words and each citation linking to its entry', async () => {
    const { onOpenChange, router } = renderReviews([listMock([review()])]);

    fireEvent.click(within((await rows())[0]).getByRole('button', { name: `Open review: ${MARCH}` }));

    const opened = await screen.findByRole('article', { name: MARCH });
    const numbers = within(opened)
      .getAllByRole('definition')
      .map((number) => number.textContent);
    expect(numbers).toEqual(['3', '1', (1234).toLocaleString(), '2']);
    expect(opened).toHaveTextContent('Family Memories: 3 entries');
    expect(opened).toHaveTextContent('Bad: 1, Good: 2');
    expect(within(opened).getByRole('img')).toHaveAccessibleName(
      `Entries per day: 3 entries on 2 days; most on ${dayLabel('2026-03-14')} (2); mood from bad to good`,
    );
    const table = within(opened).getByRole('table', { name: 'Entries and mood per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: dayLabel('2026-03-14') })).toBeInTheDocument();
    expect(opened).toHaveTextContent(/offline companion/);

    const inText = within(opened).getByRole('link', {
      name: `Entry 2, ${formatDay('2026-03-15T09:00:00.000Z')}`,
    });
    expect(inText).toHaveAttribute('href', '/conversation/c1?entry=e2');
    // A number that quotes nothing stays plain text.
    expect(opened).toHaveTextContent('Also [9].');
    const quoted = within(opened).getByRole('region', { name: 'Quoted entries' });
    expect(quoted).toHaveTextContent('Sunday walks along the harbour in Naples.');
    expect(within(quoted).getByRole('link', { name: 'Open entry 1' })).toHaveAttribute(
      'href',
      '/conversation/c1?entry=e1',
    );

    fireEvent.click(inText);
    await waitFor(() => expect(router.state.location.search).toBe('?entry=e2'));
    expect(router.state.location.pathname).toBe('/conversation/c1');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('should show why a review failed when it is opened, and write it again in its place', async () => {
    const again = review({ ...FAILED, id: 'r4', status: 'PENDING', error: null });
    const removed = deleteMock('r3');
    renderReviews([listMock([FAILED]), createMock({ period: 'WEEK', start: '2026-04-06' }, again), removed]);
    fireEvent.click(within((await rows())[0]).getByRole('button', { name: /^Open review/ }));

    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Could not be written: The AI provider did not answer.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Write it again' }));

    expect(await screen.findByText('Being written…')).toBeInTheDocument();
    await waitFor(() => expect(removed.result).toHaveBeenCalledTimes(1));
  });

  it('should ask before deleting a review, and keep it when the writer cancels', async () => {
    const removed = deleteMock('r1');
    renderReviews([listMock([review()]), removed]);

    fireEvent.click(within((await rows())[0]).getByRole('button', { name: `Delete review: ${MARCH}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete review?' });
    expect(confirm).toHaveTextContent(
      `The review of “${MARCH}” will be deleted. Your entries stay as they are.`,
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(removed.result).not.toHaveBeenCalled();
    expect(await rows()).toHaveLength(1);

    fireEvent.click(within((await rows())[0]).getByRole('button', { name: `Delete review: ${MARCH}` }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Review deleted.')).toBeInTheDocument();
    expect(removed.result).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('No reviews yet: create your first one above.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your reviews' })).toHaveFocus());
  });
});
