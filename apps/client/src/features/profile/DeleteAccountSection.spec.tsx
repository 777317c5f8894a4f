import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@app/schema';
import { confirmationMatches } from '@/features/profile/DeleteAccountSection';
import { EditProfileDialog } from '@/features/profile/EditProfileDialog';
import { DeleteAccountDocument, MeDocument } from '@/features/profile/graphql/profile.generated';
import { TOKEN_STORAGE_KEY } from '@/features/session/token-storage';
import { MESSAGES } from '@/shared/messages';
import { renderWithRouter } from '@/testing/render-with-router';

const PROFILE = {
  __typename: 'Profile' as const,
  username: 'alice',
  email: 'a@example.com',
  displayName: null,
  timeZone: 'Europe/Lisbon',
  timeZoneSet: true,
  aiMemory: false,
  writingReminder: null,
  reviewDigest: null,
};
const meMock: MockLink.MockedResponse = { request: { query: MeDocument }, result: { data: { me: PROFILE } } };

const deleteMock = (
  password: string,
  result: Pick<MockLink.MockedResponse, 'result' | 'error'>,
): MockLink.MockedResponse => ({
  request: { query: DeleteAccountDocument, variables: { password } },
  ...result,
});
const DELETED = {
  result: {
    data: { deleteAccount: { __typename: 'MessagePayload', message: 'Your account has been deleted.' } },
  },
};

/** The login route of the test: shows the notice handed over, as the real login view does. */
function LoginStub() {
  const { state } = useLocation() as { state: { notice?: string } | null };
  return <p>Login view: {state?.notice}</p>;
}

function renderPanel(mocks: MockLink.MockedResponse[]) {
  return renderWithRouter(
    [
      {
        path: '/',
        element: <EditProfileDialog open onOpenChange={() => undefined} onUpdated={() => undefined} />,
      },
      { path: '/login', element: <LoginStub /> },
    ],
    { mocks },
  );
}

async function section() {
  return within(await screen.findByRole('region', { name: 'Delete account' }));
}

async function fillIn(confirmation: string, password: string) {
  const panel = await section();
  fireEvent.change(panel.getByLabelText('Type your username to confirm'), {
    target: { value: confirmation },
  });
  fireEvent.change(panel.getByLabelText('Password'), { target: { value: password } });
  return panel;
}

async function deleteAndConfirm(confirmation: string, password: string) {
  const panel = await fillIn(confirmation, password);
  fireEvent.click(panel.getByRole('button', { name: 'Delete account' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
}

describe('DeleteAccountSection', () => {
  it('should sit in the Edit Profile panel below the profile form, its button disabled at first', async () => {
    renderPanel([meMock]);

    const panel = await section();
    expect(panel.getByRole('button', { name: 'Delete account' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update Profile' })).toBeEnabled();
    expect(panel.getByText('Type alice to confirm.')).toBeInTheDocument();
  });

  it.each([
    ['another username', 'alicia', 'secret-password'],
    ['the username without a password', 'alice', ''],
    ['a password without the username', '', 'secret-password'],
    ['DELETE instead of the username', 'DELETE', 'secret-password'],
  ])('should keep the button disabled when given %s', async (_case, confirmation, password) => {
    renderPanel([meMock]);

    const panel = await fillIn(confirmation, password);

    expect(panel.getByRole('button', { name: 'Delete account' })).toBeDisabled();
  });

  it.each([
    ['the username and the password', 'alice'],
    ['the username in other letter case with spaces, and the password', '  ALICE '],
  ])('should enable the button when given %s', async (_case, confirmation) => {
    renderPanel([meMock]);

    const panel = await fillIn(confirmation, 'secret-password');

    expect(panel.getByRole('button', { name: 'Delete account' })).toBeEnabled();
  });

  it('should ask once more and send nothing when the last confirmation is cancelled', async () => {
    renderPanel([meMock]);
    const panel = await fillIn('alice', 'secret-password');
    fireEvent.click(panel.getByRole('button', { name: 'Delete account' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('region', { name: 'Delete account' })).toBeInTheDocument();
  });

  it("should show the server's message and stay signed in when the password is wrong", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'the-token');
    renderPanel([
      meMock,
      deleteMock('wrong-one', {
        result: { errors: [new GraphQLError(VALIDATION_MESSAGES.currentPasswordWrong)] },
      }),
    ]);

    await deleteAndConfirm('alice', 'wrong-one');

    expect(await (await section()).findByRole('alert')).toHaveTextContent(
      VALIDATION_MESSAGES.currentPasswordWrong,
    );
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('the-token');
  });

  it('should show Error deleting account when the server cannot be reached', async () => {
    renderPanel([meMock, deleteMock('secret-password', { error: new Error('down') })]);

    await deleteAndConfirm('alice', 'secret-password');

    expect(await (await section()).findByRole('alert')).toHaveTextContent(MESSAGES.accountDeleteError);
  });

  it('should end the session and open the login view with the notice when the account is deleted', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'the-token');
    const { router } = renderPanel([meMock, deleteMock('secret-password', DELETED)]);

    await deleteAndConfirm('alice', 'secret-password');

    expect(await screen.findByText(`Login view: ${MESSAGES.accountDeleted}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['alice', 'alice', true],
    [' Alice ', 'alice', true],
    ['alic', 'alice', false],
    ['DELETE', 'alice', false],
  ])('should match %j against %j: %s', (typed, username, expected) => {
    expect(confirmationMatches(typed, username)).toBe(expected);
  });
});
