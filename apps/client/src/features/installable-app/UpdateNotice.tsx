import { useState } from 'react';
import { Banner } from '@app/ui';
import { useReadyUpdate } from '@/features/installable-app/start-service-worker';
import { useAppConfig } from '@/features/white-label/app-config-context';
import { MESSAGES } from '@/shared/messages';

/** "A new version is ready" with Reload: shown once a newer build is installed; the writer picks the moment. */
export function UpdateNotice() {
  const update = useReadyUpdate();
  const { appName } = useAppConfig();
  const [reloading, setReloading] = useState(false);
  if (!update) return null;
  return (
    <Banner
      className="app-update-notice"
      action={{
        label: reloading ? MESSAGES.reloading : MESSAGES.reload,
        disabled: reloading,
        onClick: () => {
          setReloading(true);
          // Waits for anything being sent to arrive, then reloads into the new version.
          void update.reload();
        },
      }}
    >
      {MESSAGES.newVersionReady(appName)}
    </Banner>
  );
}
