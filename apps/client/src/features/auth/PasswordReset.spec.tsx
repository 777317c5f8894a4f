import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestPasswordResetDocument, ResetPasswordDocument } from '@/features/auth/graphql/auth.generated';
import { LoginView } from '@/features/auth/LoginView';
import { ResetPasswordView } from '@/features/auth/ResetPasswordView';
import { renderWithRouter } from '@/testing/render-with-router';

const email = 'alice@example.com';

function forgotMock(response: Pick<MockLink.MockedResponse, 'result' | 'error'>): MockLink.MockedResponse {
  return {
    request: { query: RequestPasswordResetDocument, variables: { input: { email } } },
    ...response,
  };
}

function resetMock(response: Pick<MockLink.MockedResponse, 'result' | 'error'>): MockLink.MockedResponse {
  return {
    request: {
      query: ResetPasswordDocument,
      variables: { input: { token: 'tok', password: 'new-secret' } },
    },
    ...response,
  };
}

const ok = (field: string) => ({ data: { [field]: { __typename: 'MessagePayload', message: 'ok' } } });

function renderAuth(mocks: MockLink.MockedResponse[], initialEntry = '/login') {
  return renderWithRouter(
    [
      { path: '/login', element: <LoginView /> },
      { path: '/reset-password', element: <ResetPasswordView /> },
    ],
    { mocks, initialEntry },
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Forgot password (login view)', () => {
  function openForgot() {
    fireEvent.click(screen.getByRole('button', { name: 'Forgot Password' }));
  }

  it('should disable Send Reset Email while the email is empty', () => {
    renderAuth([]);
    openForgot();

    const send = screen.getByRole('button', { name: 'Send Reset Email' });
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: '   ' } });
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
    expect(send).toBeEnabled();
  });

  it('should confirm in green and clear the message after 5 s when the request succeeds', async () => {
    renderAuth([forgotMock({ result: ok('requestPasswordReset') })]);
    openForgot();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ` ${email} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Email' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Password reset email sent. Check your inbox.');
    expect(alert).toHaveClass('ui-alert--success');

    act(() => {
      vi.advanceTimersByTime(4_900);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should show the error text in red when the request fails', async () => {
    renderAuth([forgotMock({ error: new TypeError('Failed to fetch') })]);
    openForgot();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Email' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error sending reset email.');
    expect(alert).toHaveClass('ui-alert--error');
  });

  it('should return to the login form when Back to Login is pressed', () => {
    renderAuth([]);
    openForgot();

    fireEvent.click(screen.getByRole('button', { name: 'Back to Login' }));

    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });
});

describe(ResetPasswordView.name, () => {
  function submit(password = 'new-secret') {
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: password } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
  }

  it('should require the new password', () => {
    renderAuth([], '/reset-password?token=tok');

    expect(screen.getByLabelText('New Password')).toBeRequired();
  });

  it('should confirm, then go to login after 3 s when the reset succeeds', async () => {
    const { router } = renderAuth([resetMock({ result: ok('resetPassword') })], '/reset-password?token=tok');
    submit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Password updated successfully! Please log in.');
    expect(alert).toHaveClass('ui-alert--success');

    act(() => {
      vi.advanceTimersByTime(2_900);
    });
    expect(router.state.location.pathname).toBe('/reset-password');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/login');
  });

  it("should show the spec's error with the server's reason in red and clear it after 5 s when the link is refused", async () => {
    const invalid = 'This password reset link is invalid or has expired. Please request a new one.';
    const { router } = renderAuth(
      [
        resetMock({
          result: { errors: [new GraphQLError(invalid, { extensions: { code: 'BAD_USER_INPUT' } })] },
        }),
      ],
      '/reset-password?token=tok',
    );
    submit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Error updating password. ${invalid}`);
    expect(alert).toHaveClass('ui-alert--error');

    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it('should show the generic error text when the server cannot be reached', async () => {
    renderAuth([resetMock({ error: new TypeError('Failed to fetch') })], '/reset-password?token=tok');
    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error updating password.');
  });

  it('should go back to login when Back to Login is pressed', () => {
    const { router } = renderAuth([], '/reset-password?token=tok');

    fireEvent.click(screen.getByRole('button', { name: 'Back to Login' }));

    expect(router.state.location.pathname).toBe('/login');
  });
});
