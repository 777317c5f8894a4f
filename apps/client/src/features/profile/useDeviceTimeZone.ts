import { useEffect, useRef } from 'react';
import type { Profile } from '@/features/profile/useMe';
import { useUpdateProfile } from '@/features/profile/useProfile';

/** The zone this device is set to, e.g. `Europe/Lisbon`. */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Gives an account that never had a time zone this device's (issue 24), once, so its days are the writer's
 * days from the start. A zone set before, by the writer or by a device, is theirs and stays.
 */
export function useDeviceTimeZone(profile: Profile | undefined): void {
  const { update } = useUpdateProfile();
  const asked = useRef(false);
  useEffect(() => {
    if (!profile || profile.timeZoneSet || asked.current) return;
    asked.current = true;
    // Nothing to tell the writer if it fails: UTC stands in, and the next visit tries again.
    void update({ timeZone: deviceTimeZone() });
  }, [profile, update]);
}
