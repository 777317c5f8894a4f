import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ME_QUERY } from '@/features/home/graphql/home.documents';
import type { Profile } from '@/features/home/graphql/home.documents';
import { HomeView } from '@/features/home/HomeView';
import { SHARE_RETURN_URL_KEY } from '@/features/session/return-url-storage';
import { TOKEN_STORAGE_KEY } from '@/features/session/token-storage';
import { renderWithRouter } from '@/testing/render-with-router';

function meMock(profile: Omit<Profile, '__typename'>, delay?: number): MockLink.MockedResponse {
  return {
    request: { query: ME_QUERY },
    result: { data: { me: { __typename: 'Profile', ...profile } } },
    delay,
  };
}

const slowProfile = meMock({ username: 'alice', email: 'a@example.com', displayName: 'Alice A.' }, 60_000);

function jwtFor(username: string): string {
  return `header.${btoa(JSON.stringify({ username })).replace(/=+$/, '')}.signature`;
}

function renderHome(mocks: MockLink.MockedResponse[], token = 'opaque-token') {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  return renderWithRouter(
    [
      { path: '/', element: <HomeView /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    { mocks },
  );
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

  it('should clear the token, the stored return URL and the cache, and go to login when Logout is pressed', async () => {
    window.localStorage.setItem(SHARE_RETURN_URL_KEY, '/share/post/p1');
    const { router } = renderHome([meMock({ username: 'alice', email: 'a@example.com', displayName: null })]);
    expect(await screen.findByRole('heading', { name: 'Hi, alice' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(SHARE_RETURN_URL_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });
});
