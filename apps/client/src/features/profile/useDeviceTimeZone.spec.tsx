import type { MockLink } from '@apollo/client/testing';
import { renderHook } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UpdateProfileDocument } from '@/features/profile/graphql/profile.generated';
import { deviceTimeZone, useDeviceTimeZone } from '@/features/profile/useDeviceTimeZone';
import type { Profile } from '@/features/profile/useMe';

const profile = (timeZoneSet: boolean): Profile => ({
  __typename: 'Profile',
  username: 'alice',
  email: 'a@example.com',
  displayName: null,
  timeZone: timeZoneSet ? 'Asia/Tokyo' : 'UTC',
  timeZoneSet,
  aiMemory: false,
  writingReminder: null,
  reviewDigest: null,
});

function renderWith(mocks: MockLink.MockedResponse[], value: Profile) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks}>{children}</MockedProvider>
  );
  return renderHook(({ current }) => useDeviceTimeZone(current), {
    wrapper,
    initialProps: { current: value },
  });
}

describe(useDeviceTimeZone.name, () => {
  it("should give an account without a zone this device's, once", async () => {
    const result = vi.fn(() => ({
      data: {
        updateProfile: {
          __typename: 'UpdateProfilePayload',
          message: 'Profile updated',
          token: null,
          profile: { ...profile(true), timeZone: deviceTimeZone() },
        },
      },
    }));
    const { rerender } = renderWith(
      [
        {
          request: { query: UpdateProfileDocument, variables: { input: { timeZone: deviceTimeZone() } } },
          result,
        },
      ],
      profile(false),
    );
    rerender({ current: { ...profile(false), displayName: 'Alice' } });

    await vi.waitFor(() => expect(result).toHaveBeenCalledTimes(1));
  });

  it('should leave a zone that was set alone', async () => {
    const result = vi.fn();
    renderWith(
      [
        {
          request: { query: UpdateProfileDocument, variables: { input: { timeZone: deviceTimeZone() } } },
          result,
        },
      ],
      profile(true),
    );

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result).not.toHaveBeenCalled();
  });
});
