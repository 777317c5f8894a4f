import { dayIn } from '@app/schema';
import { useMe } from '@/features/profile/useMe';
import { localDayKey } from '@/shared/format-date';

/** Today where the writer lives (the profile's zone, which decides the server's days too); the device's day until the profile loads. */
export function useWriterToday(): string {
  const { profile } = useMe();
  return profile ? dayIn(profile.timeZone) : localDayKey(new Date().toISOString());
}
