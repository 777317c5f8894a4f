import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphQLErrorMessage } from '@/shared/graphql-error';
import { MeDocument, UpdateProfileDocument } from '@/features/profile/graphql/profile.generated';
import type { Profile } from '@/features/profile/useMe';
import type { ProfileChanges } from '@/features/profile/profile-validation';
import { setToken } from '@/features/session/token-storage';
import { MESSAGES } from '@/shared/messages';

export type ProfileUpdateOutcome = { ok: true; message: string } | { ok: false; message: string };

/** The profile for the Edit Profile panel, with the spec's loading-failure texts (§8). */
export function useProfileForEdit(): {
  profile: Profile | undefined;
  loading: boolean;
  error: string | null;
} {
  const { data, loading, error } = useQuery(MeDocument);
  let text: string | null = null;
  if (error) {
    const reason = graphQLErrorMessage(error);
    text = reason === undefined ? MESSAGES.profileFetchError : MESSAGES.profileFetchFailed(reason);
  }
  return { profile: data?.me, loading, error: text };
}

/**
 * Sends the changed profile fields. The returned profile replaces `me` in the cache (so the greeting follows),
 * and a fresh token, returned when the password changed, replaces the stored one.
 */
export function useUpdateProfile() {
  const [mutate, { loading }] = useMutation(UpdateProfileDocument, {
    update(cache, { data }) {
      const profile = data?.updateProfile.profile;
      if (profile) cache.writeQuery({ query: MeDocument, data: { me: profile } });
    },
  });

  const update = useCallback(
    async (input: ProfileChanges): Promise<ProfileUpdateOutcome> => {
      try {
        const { data } = await mutate({ variables: { input } });
        const payload = data?.updateProfile;
        if (!payload) return { ok: false, message: MESSAGES.profileUpdateError };
        if (payload.token) setToken(payload.token);
        return { ok: true, message: MESSAGES.profileUpdated };
      } catch (error) {
        return { ok: false, message: graphQLErrorMessage(error) || MESSAGES.profileUpdateError };
      }
    },
    [mutate],
  );

  return { update, updating: loading };
}
