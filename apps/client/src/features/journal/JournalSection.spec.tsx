import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { listEnabledTopics, parseFeatureConfig } from '@app/schema';
import { describe, expect, it } from 'vitest';
import { JournalDocument } from '@/features/journal/graphql/journal.generated';
import { JournalSection } from '@/features/journal/JournalSection';
import type { AppConfigState } from '@/features/white-label/app-config-context';
import { MESSAGES } from '@/shared/messages';
import { journalMock, onThisDayMock } from '@/testing/journal-fixtures';
import { READY_APP_CONFIG, renderWithRouter } from '@/testing/render-with-router';

const features = parseFeatureConfig({
  flexiFeatures: {
    chat: {
      familyMemories: {
        displayName: 'Family memories',
        enabled: true,
        promptQuestions: [{ id: 'q1', text: 'Who?' }],
      },
    },
  },
});
const CONFIG: AppConfigState = { ...READY_APP_CONFIG, features, enabledTopics: listEnabledTopics(features) };

function conversation(
  id: string,
  projectName: string,
  updatedAt: string,
  { userText = `Words of ${projectName}`, cover = false, topic = 'familyMemories' } = {},
) {
  return {
    __typename: 'Conversation' as const,
    id,
    title: '',
    projectName,
    topic,
    createdAt: updatedAt,
    updatedAt,
    coverImage: cover
      ? {
          __typename: 'File' as const,
          id: `${id}-file`,
          fileName: 'pier.png',
          fileUrl: `/files/${id}-file/pier.png`,
        }
      : null,
    entries: [
      {
        __typename: 'Entry' as const,
        id: `${id}-e`,
        kind: 'continuation' as const,
        orderIndex: 1,
        userText,
        answers: null,
        replyText: 'A reply',
        createdAt: updatedAt,
      },
    ],
  };
}

const monthOf = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' }).format(new Date(iso));

const PIER = conversation('c1', 'Pier', '2026-11-20T12:00:00.000Z', { cover: true });
const GARDEN = conversation('c2', 'Garden', '2026-11-03T12:00:00.000Z', { topic: 'retiredTopic' });
const SCHOOL = conversation('c3', 'School', '2026-09-15T12:00:00.000Z', {
  userText: 'First day.\n\nNew shoes.',
});

function renderJournal(mocks: MockLink.MockedResponse[]) {
  mocks = [...mocks, onThisDayMock()];
  return renderWithRouter(
    [
      { path: '/', element: <JournalSection /> },
      { path: '/conversation/:id', element: <p>Conversation page</p> },
    ],
    { mocks, config: CONFIG },
  );
}

describe('JournalSection', () => {
  it('shows the latest conversation to continue, then the journal by month with topic, excerpt and picture', async () => {
    renderJournal([journalMock([PIER, GARDEN, SCHOOL])]);

    const journal = await screen.findByRole('region', { name: MESSAGES.journalHeading });
    const resume = screen.getByRole('region', { name: MESSAGES.continueWhereYouLeftOff });
    expect(within(resume).getByRole('link', { name: 'Pier' })).toHaveAttribute('href', '/conversation/c1');
    expect(within(resume).getByText('Words of Pier')).toBeInTheDocument();

    const november = within(journal).getByRole('region', { name: monthOf(PIER.updatedAt) });
    const september = within(journal).getByRole('region', { name: monthOf(SCHOOL.updatedAt) });
    expect(
      within(november)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Pier', 'Garden']);
    expect(within(september).getByText('First day. New shoes.')).toBeInTheDocument();
    expect(within(november).getAllByText('Family memories')).toHaveLength(1);
    // A topic the config no longer has is named by its key rather than hidden.
    expect(within(november).getByText('retiredTopic')).toBeInTheDocument();
    const pictures = journal.querySelectorAll('img');
    expect([...pictures].map((img) => img.getAttribute('src'))).toEqual(['/files/c1-file/pier.png']);
  });

  it('opens a conversation from its row', async () => {
    const { router } = renderJournal([journalMock([PIER, GARDEN])]);

    const journal = await screen.findByRole('region', { name: MESSAGES.journalHeading });
    fireEvent.click(within(journal).getByRole('link', { name: 'Garden' }));

    expect(await screen.findByText('Conversation page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/conversation/c2');
  });

  it('loads earlier conversations after the ones shown', async () => {
    renderJournal([journalMock([PIER], { hasMore: true }), journalMock([SCHOOL], { offset: 1 })]);

    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.journalLoadMore }));

    const journal = screen.getByRole('region', { name: MESSAGES.journalHeading });
    expect(await within(journal).findByRole('link', { name: 'School' })).toBeInTheDocument();
    expect(
      within(journal)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Pier', 'School']);
    expect(screen.queryByRole('button', { name: MESSAGES.journalLoadMore })).not.toBeInTheDocument();
  });

  it('shows nothing for a writer without conversations', async () => {
    renderJournal([journalMock([])]);

    await screen.findByText(MESSAGES.journalLoading);
    await expect.poll(() => screen.queryByText(MESSAGES.journalLoading)).toBeNull();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so when the journal cannot be loaded', async () => {
    renderJournal([
      { request: { query: JournalDocument, variables: { limit: 20, offset: 0 } }, error: new Error('down') },
    ]);

    expect(await screen.findByText(MESSAGES.journalLoadError)).toBeInTheDocument();
  });
});
