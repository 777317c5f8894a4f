import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { VALIDATION_MESSAGES } from '@app/schema';
import { MeDocument, UpdateProfileDocument } from '@/features/profile/graphql/profile.generated';
import { EditProfileDialog } from '@/features/profile/EditProfileDialog';
import { TOKEN_STORAGE_KEY } from '@/features/session/token-storage';
import { READY_APP_CONFIG, renderWithRouter } from '@/testing/render-with-router';

const PROFILE = {
  __typename: 'Profile' as const,
  username: 'alice',
  email: 'a@example.com',
  displayName: 'Alice',
  timeZone: 'Europe/Lisbon',
  timeZoneSet: true,
  aiMemory: false,
  writingReminder: null,
  reviewDigest: null,
};

const meMock: MockLink.MockedResponse = { request: { query: MeDocument }, result: { data: { me: PROFILE } } };

function updateMock(
  input: Record<string, unknown>,
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse {
  return { request: { query: UpdateProfileDocument, variables: { input } }, result };
}

function renderDialog(mocks: MockLink.MockedResponse[], config = READY_APP_CONFIG) {
  const onUpdated = vi.fn();
  const onOpenChange = vi.fn();
  renderWithRouter(
    [{ path: '/', element: <EditProfileDialog open onOpenChange={onOpenChange} onUpdated={onUpdated} /> }],
    { mocks, config },
  );
  return { onUpdated, onOpenChange };
}

async function fill(label: string, value: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
}

describe(EditProfileDialog.name, () => {
  it('should show the username disabled and the current email and display name', async () => {
    renderDialog([meMock]);

    expect(await screen.findByLabelText('Username')).toBeDisabled();
    expect(screen.getByLabelText('Username')).toHaveValue('alice');
    expect(screen.getByLabelText('Email')).toHaveValue('a@example.com');
    expect(screen.getByLabelText('Display name')).toHaveValue('Alice');
  });

  it.each([
    ['nothing changed', undefined, 'At least one field (email, password, display name) is required'],
    ['an invalid email', ['Email', 'not-an-email'], 'Please enter a valid email address'],
    ['a short password', ['New password', '12345'], 'Password must be at least 6 characters long'],
    ['a blank display name', ['Display name', '   '], 'Display name cannot be empty'],
  ] as const)('should refuse %s with the spec text', async (_case, change, text) => {
    renderDialog([meMock]);
    await screen.findByLabelText('Email');
    if (change) await fill(change[0], change[1]);

    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('should check the email before the password', async () => {
    renderDialog([meMock]);
    await fill('Email', 'bad');
    await fill('New password', '123');

    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
  });

  it('should show the time zone and send a new one alone, without asking for the password', async () => {
    const { onUpdated } = renderDialog([
      meMock,
      updateMock(
        { timeZone: 'Asia/Tokyo' },
        {
          data: {
            updateProfile: {
              __typename: 'UpdateProfilePayload',
              message: 'Profile updated',
              token: null,
              profile: { ...PROFILE, timeZone: 'Asia/Tokyo' },
            },
          },
        },
      ),
    ]);
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('Europe/Lisbon');
    expect(zone).toHaveAccessibleDescription('Decides which day an entry belongs to, for On this day.');

    fireEvent.change(zone, { target: { value: 'Asia/Tokyo' } });
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    submit();

    await vi.waitFor(() => expect(onUpdated).toHaveBeenCalledWith('Profile updated successfully'));
  });

  it('should send only the changed fields, store a returned token and report success', async () => {
    const { onUpdated, onOpenChange } = renderDialog([
      meMock,
      updateMock(
        { displayName: 'Ally', password: 'secret-1', currentPassword: 'old-secret' },
        {
          data: {
            updateProfile: {
              __typename: 'UpdateProfilePayload',
              message: 'Profile updated',
              token: 'fresh-token',
              profile: { ...PROFILE, displayName: 'Ally' },
            },
          },
        },
      ),
    ]);
    await fill('Display name', 'Ally');
    await fill('New password', 'secret-1');
    await fill('Current password', 'old-secret');

    submit();

    await vi.waitFor(() => expect(onUpdated).toHaveBeenCalledWith('Profile updated successfully'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('fresh-token');
  });

  it("should show the server's message when the update is refused", async () => {
    renderDialog([
      meMock,
      updateMock(
        { email: 'taken@example.com', currentPassword: 'old-secret' },
        { errors: [new GraphQLError('Email already in use')] },
      ),
    ]);
    await fill('Email', 'taken@example.com');
    await fill('Current password', 'old-secret');

    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Email already in use');
  });

  it('should show Error updating profile when the server cannot be reached', async () => {
    renderDialog([
      meMock,
      {
        request: {
          query: UpdateProfileDocument,
          variables: { input: { email: 'b@example.com', currentPassword: 'old-secret' } },
        },
        error: new Error('down'),
      },
    ]);
    await fill('Email', 'b@example.com');
    await fill('Current password', 'old-secret');

    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error updating profile');
  });

  it.each([
    ['a new password', 'New password', 'secret-1'],
    ['another email address', 'Email', 'b@example.com'],
  ])(
    'should ask for the current password when %s is entered, and refuse without it',
    async (_case, label, value) => {
      renderDialog([meMock]);
      await screen.findByLabelText('Email');
      expect(screen.queryByLabelText('Current password')).toBeNull();

      await fill(label, value);
      expect(screen.getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
      submit();

      expect(await screen.findByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.currentPasswordRequired);
    },
  );

  it.each([
    ['the display name changes', 'Display name', 'Ally'],
    ['the email only changes letter case', 'Email', 'A@Example.com'],
  ])('should not ask for the current password when %s', async (_case, label, value) => {
    renderDialog([meMock]);
    await fill(label, value);

    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('should keep the spec texts first: a short password is refused for its length', async () => {
    renderDialog([meMock]);
    await fill('New password', '123');

    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
  });

  it('should show Failed to fetch profile with the reason when the profile cannot be loaded', async () => {
    renderDialog([{ request: { query: MeDocument }, result: { errors: [new GraphQLError('Not allowed')] } }]);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch profile: Not allowed');
  });

  it('should show Error fetching profile when the server cannot be reached', async () => {
    renderDialog([{ request: { query: MeDocument }, error: new Error('down') }]);

    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching profile');
  });

  describe('mails', () => {
    it('should turn writing reminders on with the chosen days and time, and a weekly digest, in one update', async () => {
      const reminder = { weekdays: ['MONDAY', 'WEDNESDAY'], time: '07:30' };
      const digest = { frequency: 'WEEKLY', weekday: 'SUNDAY', time: '09:00' };
      const { onUpdated } = renderDialog([
        meMock,
        updateMock(
          { writingReminder: reminder, reviewDigest: digest },
          {
            data: {
              updateProfile: {
                __typename: 'UpdateProfilePayload',
                message: 'Profile updated',
                token: null,
                profile: {
                  ...PROFILE,
                  writingReminder: { __typename: 'WritingReminder', ...reminder },
                  reviewDigest: { __typename: 'ReviewDigest', ...digest },
                },
              },
            },
          },
        ),
      ]);
      expect(await screen.findByText(/Sent to a@example.com/)).toBeInTheDocument();

      fireEvent.click(screen.getByRole('checkbox', { name: /Remind me to write/ }));
      // Weekday evenings at first: keep Monday and Wednesday, at 07:30.
      for (const day of ['Tuesday', 'Thursday', 'Friday'])
        fireEvent.click(screen.getByRole('checkbox', { name: day }));
      fireEvent.change(screen.getByLabelText('Reminder time'), { target: { value: '07:30' } });
      fireEvent.change(screen.getByRole('combobox', { name: 'Email me a review' }), {
        target: { value: 'WEEKLY' },
      });
      fireEvent.change(screen.getByRole('combobox', { name: 'Review day' }), { target: { value: 'SUNDAY' } });
      submit();

      await vi.waitFor(() => expect(onUpdated).toHaveBeenCalledWith('Profile updated successfully'));
    });

    it('should refuse reminders on no day before asking the server', async () => {
      renderDialog([meMock]);
      fireEvent.click(await screen.findByRole('checkbox', { name: /Remind me to write/ }));
      for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
        fireEvent.click(screen.getByRole('checkbox', { name: day }));

      submit();

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Please choose at least one day for your writing reminders.',
      );
    });

    it('should turn the digest off with null, and send nothing of the reminders it did not touch', async () => {
      const { onUpdated } = renderDialog([
        {
          ...meMock,
          result: {
            data: {
              me: {
                ...PROFILE,
                reviewDigest: {
                  __typename: 'ReviewDigest',
                  frequency: 'MONTHLY',
                  weekday: 'MONDAY',
                  time: '09:00',
                },
              },
            },
          },
        },
        updateMock(
          { reviewDigest: null },
          {
            data: {
              updateProfile: {
                __typename: 'UpdateProfilePayload',
                message: 'Profile updated',
                token: null,
                profile: PROFILE,
              },
            },
          },
        ),
      ]);
      const digest = await screen.findByRole('combobox', { name: 'Email me a review' });
      await vi.waitFor(() => expect(digest).toHaveValue('MONTHLY'));

      fireEvent.change(digest, { target: { value: 'OFF' } });
      submit();

      await vi.waitFor(() => expect(onUpdated).toHaveBeenCalledWith('Profile updated successfully'));
    });
  });

  describe('memory', () => {
    const SENT_TO_AI =
      'When this is on, up to 5 of your earlier entries from your other conversations (never your notes to self) are sent to the AI provider with each message, and each reply shows which.';

    function updatedTo(aiMemory: boolean): MockLink.MockedResponse {
      return updateMock(
        { aiMemory },
        {
          data: {
            updateProfile: {
              __typename: 'UpdateProfilePayload',
              message: 'Profile updated',
              token: null,
              profile: { ...PROFILE, aiMemory },
            },
          },
        },
      );
    }

    it('should name the switch with the configured app name, say what it sends to the AI provider, and send aiMemory alone when turned on', async () => {
      const { onUpdated } = renderDialog([meMock, updatedTo(true)], {
        ...READY_APP_CONFIG,
        appName: 'Memory Lane',
      });

      const memory = await screen.findByRole('checkbox', {
        name: 'Let Memory Lane remember my earlier entries',
      });
      expect(memory).not.toBeChecked();
      expect(memory).toHaveAccessibleDescription(SENT_TO_AI);
      expect(screen.getByText(SENT_TO_AI)).toBeVisible();

      fireEvent.click(memory);
      expect(screen.queryByLabelText('Current password')).toBeNull();
      submit();

      await vi.waitFor(() => expect(onUpdated).toHaveBeenCalledWith('Profile updated successfully'));
    });

    it('should show memory on as loaded, and turn it off with false', async () => {
      const { onUpdated } = renderDialog([
        { ...meMock, result: { data: { me: { ...PROFILE, aiMemory: true } } } },
        updatedTo(false),
      ]);

      const memory = await screen.findByRole('checkbox', { name: 'Let Flexi remember my earlier entries' });
      expect(memory).toBeChecked();

      fireEvent.click(memory);
      submit();

      await vi.waitFor(() => expect(onUpdated).toHaveBeenCalledWith('Profile updated successfully'));
    });
  });
});
