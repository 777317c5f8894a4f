import { useLocation } from 'react-router-dom';
import { Banner } from '@app/ui';
import { getToken } from '@/features/session/token-storage';
import { MESSAGES } from '@/shared/messages';
import { useOnline } from '@/shared/useOnline';

/**
 * Says, quietly and on every view, that there is no connection: signed in, that what is written is kept for
 * later; signed out, that logging in waits for the connection.
 */
export function OfflineBanner() {
  const online = useOnline();
  // Read again on each view: logging in or out changes what the banner says.
  useLocation();
  if (online) return null;
  return (
    <Banner className="app-offline-banner">
      {getToken() ? MESSAGES.offline : MESSAGES.offlineSignedOut}
    </Banner>
  );
}
