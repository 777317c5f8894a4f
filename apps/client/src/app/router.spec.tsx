import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '@/app/router';
import { SITE_CONFIG_URL } from '@/app/useAppName';
import { ME_QUERY } from '@/features/home/graphql/home.documents';
import { TOKEN_STORAGE_KEY } from '@/features/session/token-storage';
import { renderWithRouter } from '@/testing/render-with-router';

function stubSiteConfig(response: Response | Error) {
  const fetchMock = vi.fn(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const meMock: MockLink.MockedResponse = {
  request: { query: ME_QUERY },
  result: {
    data: { me: { __typename: 'Profile', username: 'alice', email: 'a@example.com', displayName: null } },
  },
};

describe('appRoutes', () => {
  it('should send a visitor without a token from / to the login view', async () => {
    stubSiteConfig(new Error('offline'));
    const { router } = renderWithRouter(appRoutes, { initialEntry: '/' });

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('should show home at / when a token is held', async () => {
    stubSiteConfig(new Error('offline'));
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'opaque-token');
    renderWithRouter(appRoutes, { mocks: [meMock], initialEntry: '/' });

    expect(await screen.findByRole('heading', { name: 'Hi, alice' })).toBeInTheDocument();
  });

  it('should show the register view at /register', () => {
    stubSiteConfig(new Error('offline'));
    renderWithRouter(appRoutes, { initialEntry: '/register' });

    expect(screen.getByRole('heading', { name: 'Register' })).toBeInTheDocument();
  });

  it('should show the app name from the site config, fetched without cache', async () => {
    const fetchMock = stubSiteConfig(new Response(JSON.stringify({ appName: 'Memory Lane' })));
    renderWithRouter(appRoutes, { initialEntry: '/login' });

    expect(await screen.findByText('Memory Lane')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(SITE_CONFIG_URL, expect.objectContaining({ cache: 'no-store' }));
    await waitFor(() => expect(document.title).toBe('Memory Lane'));
  });

  it('should keep the default app name when the site config cannot be loaded', async () => {
    const fetchMock = stubSiteConfig(new Response('Not found', { status: 404 }));
    renderWithRouter(appRoutes, { initialEntry: '/login' });

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('banner')).toHaveTextContent('Flexi');
  });
});
