import { Banner } from '@app/ui';
import { MESSAGES } from '@/shared/messages';
import { useOnline } from '@/shared/useOnline';

/** Says, quietly and on every view, that there is no connection and that writing is kept for later. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return <Banner className="app-offline-banner">{MESSAGES.offline}</Banner>;
}
