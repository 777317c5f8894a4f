import { useQuery } from '@apollo/client/react';
import { ME_QUERY } from '@/features/profile/graphql/profile.documents';
import type { Profile } from '@/features/profile/graphql/profile.documents';

/**
 * The signed-in user's profile. An UNAUTHENTICATED answer is handled once, in the Apollo error link
 * (token dropped, back to login), so callers only deal with the data.
 */
export function useMe(): { profile: Profile | undefined; loading: boolean } {
  const { data, loading } = useQuery(ME_QUERY);
  return { profile: data?.me, loading };
}
