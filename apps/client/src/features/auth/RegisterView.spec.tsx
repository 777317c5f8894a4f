import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { RegisterDocument } from '@/features/auth/graphql/auth.generated';
import { LoginView } from '@/features/auth/LoginView';
import { RegisterView } from '@/features/auth/RegisterView';
import { renderWithRouter } from '@/testing/render-with-router';

const input = { username: 'bob', password: 'secret1', email: 'bob@example.com' };

function registerMock(response: Pick<MockLink.MockedResponse, 'result' | 'error'>): MockLink.MockedResponse {
  return { request: { query: RegisterDocument, variables: { input } }, ...response };
}

function renderRegister(mocks: MockLink.MockedResponse[]) {
  return renderWithRouter(
    [
      { path: '/register', element: <RegisterView /> },
      { path: '/login', element: <LoginView /> },
    ],
    { mocks, initialEntry: '/register' },
  );
}

function submit() {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: input.username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: input.password } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: ` ${input.email} ` } });
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
}

describe(RegisterView.name, () => {
  it('should go to login and announce success when registration succeeds', async () => {
    const { router } = renderRegister([
      registerMock({ result: { data: { register: { __typename: 'MessagePayload', message: 'Created' } } } }),
    ]);

    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Registration successful! Please log in.');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('should show the server message when registration is refused', async () => {
    const { router } = renderRegister([
      registerMock({
        result: {
          errors: [new GraphQLError('Username already exists', { extensions: { code: 'CONFLICT' } })],
        },
      }),
    ]);

    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Username already exists');
    expect(router.state.location.pathname).toBe('/register');
  });

  it('should show the generic text when the server cannot be reached', async () => {
    renderRegister([registerMock({ error: new TypeError('Failed to fetch') })]);

    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error registering user.');
  });

  it('should link back to login', () => {
    renderRegister([]);

    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });
});
