import type { Profile } from '@/features/profile/useMe';
import { DEFAULT_USER_NAME } from '@/shared/messages';

/** Display name, else username (from the profile, or the token while the profile loads), else "User". */
export function greetingName(profile: Profile | undefined, tokenUsername: string | null): string {
  return profile?.displayName?.trim() || profile?.username || tokenUsername || DEFAULT_USER_NAME;
}
