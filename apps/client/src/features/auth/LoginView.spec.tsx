import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { InitialEntry } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LoginDocument } from '@/features/auth/graphql/auth.generated';
import { LoginView } from '@/features/auth/LoginView';
import { TOKEN_STORAGE_KEY } from '@/features/session/token-storage';
import { renderWithRouter } from '@/testing/render-with-router';

const credentials = { username: 'alice', password: 'secret1' };

function loginMock(response: Pick<MockLink.MockedResponse, 'result' | 'error'>): MockLink.MockedResponse {
  return { request: { query: LoginDocument, variables: { input: credentials } }, ...response };
}

const loginSucceeds = loginMock({
  result: { data: { login: { __typename: 'AuthPayload', token: 'jwt-token', message: 'Login successful' } } },
});

function renderLogin(mocks: MockLink.MockedResponse[], initialEntry: InitialEntry = '/login') {
  return renderWithRouter(
    [
      { path: '/login', element: <LoginView /> },
      { path: '/', element: <p>Home page</p> },
      { path: '/conversation/:id', element: <p>Conversation page</p> },
    ],
    { mocks, initialEntry },
  );
}

function submit(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe(LoginView.name, () => {
  it('should say that an entry was shared with the visitor when the way back is a share link', () => {
    renderLogin([], `/login?returnUrl=${encodeURIComponent('/share/post/p1/2')}`);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Someone shared an entry of their journal with you. Log in, or register, and it opens next.',
    );
  });

  it('should say nothing of a share when the way back is elsewhere', () => {
    renderLogin([], `/login?returnUrl=${encodeURIComponent('/conversation/c1')}`);

    expect(screen.queryByText(/shared an entry/)).not.toBeInTheDocument();
  });

  it('should name the view Forgot Password while the reset form is open, and Login again after', () => {
    renderLogin([]);

    fireEvent.click(screen.getByRole('button', { name: 'Forgot Password' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Forgot Password');
    fireEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Login');
  });

  it('should store the token and go home when login succeeds', async () => {
    const { router } = renderLogin([loginSucceeds]);

    submit('  alice ', 'secret1'); // the username is trimmed before it is sent

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-token');
    expect(router.state.location.pathname).toBe('/');
  });

  it('should go to the decoded returnUrl when login succeeds with one', async () => {
    const { router } = renderLogin([loginSucceeds], '/login?returnUrl=%2Fconversation%2F42');

    submit('alice', 'secret1');

    expect(await screen.findByText('Conversation page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/conversation/42');
  });

  it('should show the server message and keep no token when the credentials are rejected', async () => {
    renderLogin([
      loginMock({
        result: {
          errors: [
            new GraphQLError('Invalid username or password', { extensions: { code: 'UNAUTHENTICATED' } }),
          ],
        },
      }),
    ]);

    submit('alice', 'secret1');

    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed: Invalid username or password');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  });

  it('should say Unknown error when the rejection carries no message', async () => {
    renderLogin([loginMock({ result: { errors: [new GraphQLError('')] } })]);

    submit('alice', 'secret1');

    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed: Unknown error');
  });

  it('should show the network error text when the server cannot be reached', async () => {
    renderLogin([loginMock({ error: new TypeError('Failed to fetch') })]);

    submit('alice', 'secret1');

    expect(await screen.findByRole('alert')).toHaveTextContent('Error logging in.');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('should show the notice handed over by the register view', () => {
    renderLogin([], { pathname: '/login', state: { notice: 'Registration successful! Please log in.' } });

    expect(screen.getByRole('alert')).toHaveTextContent('Registration successful! Please log in.');
    expect(screen.getByRole('alert')).toHaveClass('ui-alert--success');
  });

  it('should show an expired session as an error notice', () => {
    renderLogin([], {
      pathname: '/login',
      state: { notice: 'Session expired, please log in again.', tone: 'error' },
    });

    expect(screen.getByRole('alert')).toHaveTextContent('Session expired, please log in again.');
    expect(screen.getByRole('alert')).toHaveClass('ui-alert--error');
  });

  it('should link to the register view', () => {
    renderLogin([]);

    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });
});
