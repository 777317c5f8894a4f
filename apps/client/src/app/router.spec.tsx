import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '@/app/router';
import { LoginDocument } from '@/features/auth/graphql/auth.generated';
import { MeDocument } from '@/features/profile/graphql/profile.generated';
import { SHARE_RETURN_URL_KEY } from '@/features/session/return-url-storage';
import { TOKEN_STORAGE_KEY } from '@/features/session/token-storage';
import { capabilitiesMock } from '@/testing/capabilities-fixtures';
import { pending, SITE_CONFIG_JSON, stubConfigFetch } from '@/testing/config-fixtures';
import { journalMock } from '@/testing/journal-fixtures';
import { renderWithRouter } from '@/testing/render-with-router';

const meMock: MockLink.MockedResponse = {
  request: { query: MeDocument },
  result: {
    data: {
      me: {
        __typename: 'Profile',
        username: 'alice',
        email: 'a@example.com',
        displayName: null,
        timeZone: 'Europe/Lisbon',
        timeZoneSet: true,
        aiMemory: false,
        writingReminder: null,
        reviewDigest: null,
      },
    },
  },
  maxUsageCount: 5,
};

// A token the client can read its username from (the server would verify the signature).
const ALICE_TOKEN = `header.${btoa(JSON.stringify({ username: 'alice' })).replace(/=+$/, '')}.signature`;

const loginMock: MockLink.MockedResponse = {
  request: { query: LoginDocument, variables: { input: { username: 'alice', password: 'secret1' } } },
  result: { data: { login: { __typename: 'AuthPayload', token: ALICE_TOKEN, message: 'Login successful' } } },
};

function signIn() {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, ALICE_TOKEN);
}

describe('appRoutes', () => {
  // The routes load their views lazily. The first import of the home view transforms its whole module tree,
  // which on a busy machine takes longer than a findBy waits; loading it once here keeps that cost out of the
  // tests, which then measure the app, not the transformer.
  beforeAll(async () => {
    await import('@/features/home/HomeView');
  }, 30_000);

  it('should send a visitor without a token from / to the login view', async () => {
    stubConfigFetch();
    const { router } = renderWithRouter(appRoutes, { initialEntry: '/' });

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('should show home at / when a token is held', async () => {
    stubConfigFetch();
    signIn();
    renderWithRouter(appRoutes, { mocks: [capabilitiesMock(), meMock, journalMock([])], initialEntry: '/' });

    expect(await screen.findByRole('heading', { name: 'Hi, alice' })).toBeInTheDocument();
  });

  it('should put the menu button in the header before the app name when home is shown', async () => {
    stubConfigFetch();
    signIn();
    renderWithRouter(appRoutes, { mocks: [capabilitiesMock(), meMock, journalMock([])], initialEntry: '/' });

    await screen.findByRole('heading', { name: 'Hi, alice' });
    const header = screen.getByRole('banner');
    const menu = within(header).getByRole('button', { name: 'Menu' });
    const appName = await within(header).findByText('Memory Lane');
    expect(menu.compareDocumentPosition(appName) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(screen.getByRole('main')).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('should show no menu button in the header on the login view', async () => {
    stubConfigFetch();
    renderWithRouter(appRoutes, { initialEntry: '/login' });

    await screen.findByRole('heading', { name: 'Login' });
    expect(within(screen.getByRole('banner')).queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['the product name when the site config names no brand', SITE_CONFIG_JSON, 'Powered by Flexi'],
    ['the configured brand', { ...SITE_CONFIG_JSON, poweredBy: 'Acme Labs' }, 'Powered by Acme Labs'],
  ])('should say in the footer what powers the app: %s', async (_case, site, text) => {
    stubConfigFetch({ site });
    renderWithRouter(appRoutes, { initialEntry: '/login' });

    await screen.findByRole('heading', { name: 'Login' });
    await waitFor(() => expect(screen.getByRole('contentinfo')).toHaveTextContent(text));
  });

  it.each(['/register', '/reset-password'])('should show the view at %s', async (path) => {
    stubConfigFetch();
    renderWithRouter(appRoutes, { initialEntry: path });

    expect(
      await screen.findByRole('heading', { name: path === '/register' ? 'Register' : 'Reset Password' }),
    ).toBeInTheDocument();
  });

  it('should show a conversation at /conversation/{id} when a token is held, headed by it, not by the greeting', async () => {
    stubConfigFetch();
    signIn();
    const { container } = renderWithRouter(appRoutes, {
      mocks: [capabilitiesMock(), meMock],
      initialEntry: '/conversation/c1',
    });

    await waitFor(() =>
      expect(container.querySelector('.home-view')).toHaveAttribute('data-route', 'conversation'),
    );
    expect(container.querySelector('.home-view')).toHaveAttribute('aria-labelledby', 'conversation-title');
    expect(screen.queryByRole('heading', { name: 'Hi, alice' })).not.toBeInTheDocument();
  });

  it.each([
    ['/share/post/p1', 'sharedPost'],
    ['/share/post/p1/2', 'sharedPost'],
    ['/share/post/p1/note/n1', 'sharedNote'],
  ])('should show home at %s when a token is held', async (path, kind) => {
    stubConfigFetch();
    signIn();
    const { container } = renderWithRouter(appRoutes, {
      mocks: [capabilitiesMock(), meMock],
      initialEntry: path,
    });

    expect(await screen.findByRole('heading', { name: 'Hi, alice' })).toBeInTheDocument();
    expect(container.querySelector('.home-view')).toHaveAttribute('data-route', kind);
  });

  it('should send a conversation route without a token to plain /login', async () => {
    stubConfigFetch();
    const { router } = renderWithRouter(appRoutes, { initialEntry: '/conversation/c1' });

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('should keep a share route for after login when it is opened without a token', async () => {
    stubConfigFetch();
    const { router } = renderWithRouter(appRoutes, {
      mocks: [loginMock, capabilitiesMock(), meMock],
      initialEntry: '/share/post/p1/2',
    });

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?returnUrl=${encodeURIComponent('/share/post/p1/2')}`);
    expect(window.localStorage.getItem(SHARE_RETURN_URL_KEY)).toBe('/share/post/p1/2');

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'alice' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Hi, alice' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/share/post/p1/2');
    expect(window.localStorage.getItem(SHARE_RETURN_URL_KEY)).toBeNull();
  });

  it('should return to the stored share URL after login when the query has none', async () => {
    stubConfigFetch();
    window.localStorage.setItem(SHARE_RETURN_URL_KEY, '/share/post/p1/note/n1');
    const { router } = renderWithRouter(appRoutes, {
      mocks: [loginMock, capabilitiesMock(), meMock],
      initialEntry: '/login',
    });

    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'alice' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/share/post/p1/note/n1'));
  });

  it.each(['/', '/login', '/register?x=1'])(
    'should open the reset view when %s has a token query',
    async (path) => {
      stubConfigFetch();
      const separator = path.includes('?') ? '&' : '?';
      const { router } = renderWithRouter(appRoutes, { initialEntry: `${path}${separator}token=abc_123-x` });

      expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/reset-password');
      expect(router.state.location.search).toBe('?token=abc_123-x');
    },
  );

  it('should send unknown routes to /', async () => {
    stubConfigFetch();
    const { router } = renderWithRouter(appRoutes, { initialEntry: '/no/such/page' });

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('should show the app name and title from the config', async () => {
    stubConfigFetch();
    renderWithRouter(appRoutes, { initialEntry: '/login' });

    expect(await screen.findByText('Memory Lane')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Memory Lane: your journal'));
  });

  it('should show the loading text on home while the config loads', async () => {
    stubConfigFetch({ site: pending(), features: pending() });
    signIn();
    renderWithRouter(appRoutes, { mocks: [capabilitiesMock(), meMock, journalMock([])], initialEntry: '/' });

    expect(await screen.findByText('Loading Flexi-Features configuration...')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Flexi');
  });

  it('should show an error text on home when the feature config fails', async () => {
    stubConfigFetch({ features: new Response('nope', { status: 500 }) });
    signIn();
    renderWithRouter(appRoutes, { mocks: [capabilitiesMock(), meMock, journalMock([])], initialEntry: '/' });

    expect(await screen.findByRole('alert')).toHaveTextContent(/Error loading Flexi-Features configuration/);
    expect(screen.queryByText('Loading Flexi-Features configuration...')).not.toBeInTheDocument();
  });

  it('should go to / (and so to login without a token) when the site config fails', async () => {
    stubConfigFetch({ site: new TypeError('Failed to fetch') });
    const { router } = renderWithRouter(appRoutes, { initialEntry: '/register' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('should show the error screen when a route fails to render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    const [shell] = appRoutes;
    renderWithRouter(
      [
        {
          element: shell?.element,
          errorElement: shell?.errorElement,
          children: [{ index: true, element: <Broken /> }],
        },
      ],
      { initialEntry: '/' },
    );

    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
  });

  it('should drop a token that cannot be decoded and show the login view', async () => {
    stubConfigFetch();
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'not-a-jwt');
    const { router } = renderWithRouter(appRoutes, { initialEntry: '/' });

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
