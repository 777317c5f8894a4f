import { useQuery } from '@apollo/client/react';
import { MeDocument } from '@/features/profile/graphql/profile.generated';
import type { MeQuery } from '@/features/profile/graphql/profile.generated';

/** The signed-in user's profile, as the Me query selects it. */
export type Profile = MeQuery['me'];

/**
 * The signed-in user's profile. An UNAUTHENTICATED answer is handled once, in the Apollo error link
 * (token dropped, back to login), so callers only deal with the data.
 */
export function useMe(): { profile: Profile | undefined; loading: boolean } {
  const { data, loading } = useQuery(MeDocument);
  return { profile: data?.me, loading };
}
