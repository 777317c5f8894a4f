import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MeDocument } from '@/features/profile/graphql/profile.generated';
import type { Profile } from '@/features/profile/useMe';
import { LogoutDocument } from '@/features/session/graphql/session.generated';
import { HomeView } from '@/features/home/HomeView';
import { entryFixture, storedConversationMock } from '@/testing/journey-fixtures';
import { SHARE_RETURN_URL_KEY } from '@/features/session/return-url-storage';
import { TOKEN_STORAGE_KEY } from '@/features/session/token-storage';
import { THEME_STORAGE_KEY } from '@/features/appearance/theme-preference';
import { journalMock } from '@/testing/journal-fixtures';
import { READY_APP_CONFIG, renderWithRouter } from '@/testing/render-with-router';
import type { AppConfigState } from '@/features/white-label/app-config-context';
import { FEATURE_CONFIG_JSON } from '@/testing/config-fixtures';
import { dayIn, parseFeatureConfig } from '@app/schema';
import { dayLabel, monthLabel } from '@/features/looking-back/calendar-grid';
import { CalendarDocument } from '@/features/looking-back/graphql/calendar.generated';
import { ReviewsDocument } from '@/features/looking-back/graphql/reviews.generated';
import { JournalAnswersDocument } from '@/features/ask-journal/graphql/ask-journal.generated';

/** A profile whose time zone is set, so the home view sends no update of its own. */
function meMock(
  profile: Omit<
    Profile,
    '__typename' | 'timeZone' | 'timeZoneSet' | 'aiMemory' | 'writingReminder' | 'reviewDigest'
  >,
  delay?: number,
): MockLink.MockedResponse {
  return {
    request: { query: MeDocument },
    result: {
      data: {
        me: {
          __typename: 'Profile',
          timeZone: 'Europe/Lisbon',
          timeZoneSet: true,
          aiMemory: false,
          writingReminder: null,
          reviewDigest: null,
          ...profile,
        },
      },
    },
    delay,
  };
}

function storedConversation(): MockLink.MockedResponse {
  return storedConversationMock(
    [entryFixture('e1', 'opening', 'Sunday dinners', 'complete', { replyText: 'Lovely.' })],
    'travel',
  );
}

const slowProfile = meMock({ username: 'alice', email: 'a@example.com', displayName: 'Alice A.' }, 60_000);

function jwtFor(username: string): string {
  return `header.${btoa(JSON.stringify({ username })).replace(/=+$/, '')}.signature`;
}

function renderHome(
  mocks: MockLink.MockedResponse[],
  token = 'opaque-token',
  config: AppConfigState = READY_APP_CONFIG,
  initialEntry = '/',
) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  return renderWithRouter(
    [
      { path: '/', element: <HomeView /> },
      { path: '/conversation/:id', element: <HomeView /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    // A writer without conversations: the journal below the start form stays empty.
    { mocks: [...mocks, journalMock([])], config, initialEntry },
  );
}

async function openMenu() {
  fireEvent.keyDown(screen.getByRole('button', { name: 'Menu' }), { key: 'Enter' });
  return screen.findByRole('menu');
}

const TOPICS = [
  { key: 'familyMemories', displayName: 'Family Memories', enabled: true, promptQuestions: [] },
  { key: 'travel', displayName: 'Travel', enabled: true, promptQuestions: [] },
] as unknown as AppConfigState['enabledTopics'];

function configWith(profileEdit: boolean, startNewButtonText = 'Begin Again'): AppConfigState {
  const features = parseFeatureConfig({
    ...FEATURE_CONFIG_JSON,
    flexiFeatures: { ...FEATURE_CONFIG_JSON.flexiFeatures, profileEdit: { enabled: profileEdit } },
    startNewButtonText,
  });
  return { ...READY_APP_CONFIG, features, enabledTopics: TOPICS };
}

describe(HomeView.name, () => {
  it('should greet the user by display name when one is set', async () => {
    renderHome([meMock({ username: 'alice', email: 'alice@example.com', displayName: 'Alice A.' })]);

    expect(await screen.findByRole('heading', { name: 'Hi, Alice A.' })).toBeInTheDocument();
    expect(screen.getByText("Welcome, let's get started!")).toBeInTheDocument();
  });

  it('should greet the user by username when there is no display name', async () => {
    renderHome([meMock({ username: 'alice', email: 'alice@example.com', displayName: null })]);

    expect(await screen.findByRole('heading', { name: 'Hi, alice' })).toBeInTheDocument();
  });

  it('should greet by the token username while the profile loads', () => {
    renderHome([slowProfile], jwtFor('alice'));

    expect(screen.getByRole('heading', { name: 'Hi, alice' })).toBeInTheDocument();
  });

  it('should greet "User" while the profile loads and the token names nobody', () => {
    renderHome([slowProfile]);

    expect(screen.getByRole('heading', { name: 'Hi, User' })).toBeInTheDocument();
  });

  it('should revoke the session on the server, clear the token, the stored return URL and the cache, and go to login when Logout is pressed', async () => {
    window.localStorage.setItem(SHARE_RETURN_URL_KEY, '/share/post/p1');
    const revoked = vi.fn(() => ({
      data: { logout: { __typename: 'MessagePayload' as const, message: 'Logged out' } },
    }));
    const { router } = renderHome([
      meMock({ username: 'alice', email: 'a@example.com', displayName: null }),
      { request: { query: LogoutDocument }, result: revoked },
    ]);
    expect(await screen.findByRole('heading', { name: 'Hi, alice' })).toBeInTheDocument();

    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(revoked).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(SHARE_RETURN_URL_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('should still log out here when the server cannot be reached to revoke the session', async () => {
    const { router } = renderHome([
      meMock({ username: 'alice', email: 'a@example.com', displayName: null }),
      { request: { query: LogoutDocument }, error: new Error('offline') },
    ]);
    expect(await screen.findByRole('heading', { name: 'Hi, alice' })).toBeInTheDocument();

    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  describe('menu', () => {
    const alice = () => meMock({ username: 'alice', email: 'a@example.com', displayName: null });

    it('should list the enabled topics, History, Calendar, Reviews, Search, Ask your journal, Shared links, Access tokens, Webhooks, Export and import, Appearance, Profile, the configured Start New text and Logout when profile editing is enabled', async () => {
      renderHome([alice()], 'opaque-token', configWith(true));

      await openMenu();

      const labels = screen.getAllByRole('menuitem').map((item) => item.textContent);
      expect(labels).toEqual([
        'Family Memories',
        'Travel',
        'History',
        'Calendar',
        'Reviews',
        'Search',
        'Ask your journal',
        'Shared links',
        'Access tokens',
        'Webhooks',
        'Export and import',
        'Appearance',
        'Profile',
        'Begin Again',
        'Logout',
      ]);
    });

    it('should not offer Profile when profile editing is disabled', async () => {
      renderHome([alice()], 'opaque-token', configWith(false));

      await openMenu();

      expect(screen.queryByRole('menuitem', { name: 'Profile' })).not.toBeInTheDocument();
      expect(screen.getByRole('menuitem', { name: 'Begin Again' })).toBeInTheDocument();
    });

    it('should switch the theme from Appearance, at once and for the next visit', async () => {
      renderHome([alice()], 'opaque-token', configWith(false));

      await openMenu();
      fireEvent.click(screen.getByRole('menuitem', { name: 'Appearance' }));
      const dialog = await screen.findByRole('dialog', { name: 'Appearance' });
      expect(within(dialog).getByRole('radio', { name: 'System' })).toBeChecked();
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Dark' }));

      expect(document.documentElement.dataset.theme).toBe('dark');
      expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
      fireEvent.click(within(dialog).getByRole('radio', { name: 'System' }));
      expect(document.documentElement.dataset.theme).toBeUndefined();
    });

    it('should open the Shared links panel from its menu entry', async () => {
      renderHome([alice()], 'opaque-token', configWith(false));

      await openMenu();
      fireEvent.click(screen.getByRole('menuitem', { name: 'Shared links' }));

      expect(await screen.findByRole('dialog', { name: 'Shared links' })).toBeInTheDocument();
    });

    it("should open the Calendar panel from its menu entry, on today's month in the writer's zone", async () => {
      const today = dayIn('Europe/Lisbon');
      renderHome(
        [
          alice(),
          {
            request: { query: CalendarDocument, variables: { month: today.slice(0, 7) } },
            result: { data: { calendar: [] } },
          },
        ],
        'opaque-token',
        configWith(false),
      );
      await screen.findByRole('heading', { name: 'Hi, alice' });

      await openMenu();
      fireEvent.click(screen.getByRole('menuitem', { name: 'Calendar' }));

      const dialog = await screen.findByRole('dialog', { name: 'Calendar' });
      expect(within(dialog).getByRole('grid', { name: monthLabel(today.slice(0, 7)) })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: dayLabel(today) })).toHaveAttribute(
        'aria-current',
        'date',
      );
    });

    it('should open the Reviews panel from its menu entry, offering the month under way', async () => {
      renderHome(
        [
          alice(),
          {
            request: { query: ReviewsDocument, variables: { limit: 20, offset: 0 } },
            result: { data: { reviews: { __typename: 'ReviewPage', total: 0, hasMore: false, items: [] } } },
          },
        ],
        'opaque-token',
        configWith(false),
      );
      await screen.findByRole('heading', { name: 'Hi, alice' });

      await openMenu();
      fireEvent.click(screen.getByRole('menuitem', { name: 'Reviews' }));

      const dialog = await screen.findByRole('dialog', { name: 'Reviews' });
      const month = dayIn('Europe/Lisbon').slice(0, 7);
      expect(within(dialog).getByLabelText('Which month')).toHaveValue(`${month}-01`);
      expect(
        await within(dialog).findByText('No reviews yet: create your first one above.'),
      ).toBeInTheDocument();
    });

    it('should open the Ask your journal panel from its menu entry, with the focus in the question box', async () => {
      renderHome(
        [
          alice(),
          {
            request: { query: JournalAnswersDocument, variables: { limit: 10, offset: 0 } },
            result: {
              data: {
                journalAnswers: { __typename: 'JournalAnswerPage', total: 0, hasMore: false, items: [] },
              },
            },
          },
        ],
        'opaque-token',
        configWith(false),
      );
      await screen.findByRole('heading', { name: 'Hi, alice' });

      await openMenu();
      fireEvent.click(screen.getByRole('menuitem', { name: 'Ask your journal' }));

      const dialog = await screen.findByRole('dialog', { name: 'Ask your journal' });
      await waitFor(() => expect(within(dialog).getByLabelText('Your question')).toHaveFocus());
      expect(
        await within(dialog).findByText(/Ask a question about what you have written/),
      ).toBeInTheDocument();
    });

    it("should start a writing reminder's topic from its link, and take the link out of the address", async () => {
      const { router } = renderHome([alice()], 'opaque-token', configWith(false), '/?topic=travel');

      expect(await screen.findByLabelText('Project name')).toBeInTheDocument();
      expect(screen.queryByLabelText('Choose a Memory Type')).not.toBeInTheDocument();
      await waitFor(() => expect(router.state.location.search).toBe(''));
    });

    it("should open a digest's review from its link", async () => {
      renderHome(
        [
          alice(),
          {
            request: { query: ReviewsDocument, variables: { limit: 20, offset: 0 } },
            result: { data: { reviews: { __typename: 'ReviewPage', total: 0, hasMore: false, items: [] } } },
          },
        ],
        'opaque-token',
        configWith(false),
        '/?review=r1',
      );

      expect(await screen.findByRole('dialog', { name: 'Reviews' })).toBeInTheDocument();
    });

    it('should open the Export and import panel from its menu entry', async () => {
      renderHome([alice()], 'opaque-token', configWith(false));

      await openMenu();
      fireEvent.click(screen.getByRole('menuitem', { name: 'Export and import' }));

      const dialog = await screen.findByRole('dialog', { name: 'Export and import' });
      expect(within(dialog).getByRole('button', { name: 'Download my journal (.zip)' })).toBeEnabled();
      expect(within(dialog).getByLabelText('Journal file (.zip)')).toBeInTheDocument();
    });

    /** Home at /conversation/c1, once the stored conversation is on screen. */
    async function renderStoredConversation() {
      const view = renderHome(
        [alice(), storedConversation()],
        'opaque-token',
        configWith(false),
        '/conversation/c1',
      );
      expect(await screen.findByText('Sunday dinners')).toBeInTheDocument();
      return view;
    }

    it('should reset the conversation to the picked topic and go to / when a topic is picked', async () => {
      const { router } = await renderStoredConversation();

      await openMenu();
      fireEvent.click(screen.getByRole('menuitem', { name: 'Family Memories' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(await screen.findByLabelText('Project name')).toHaveValue('');
      expect(screen.queryByText('Sunday dinners')).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Choose a Memory Type')).not.toBeInTheDocument();
    });

    it('should clear the conversation and replace the route with / when Start New is picked', async () => {
      const { router } = await renderStoredConversation();

      await openMenu();
      fireEvent.click(screen.getByRole('menuitem', { name: 'Begin Again' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(router.state.historyAction).toBe('REPLACE');
      expect(await screen.findByLabelText('Choose a Memory Type')).toBeInTheDocument();
      expect(screen.queryByText('Sunday dinners')).not.toBeInTheDocument();
    });
  });
});
