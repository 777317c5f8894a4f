import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Menu, ToastStack, useToasts } from '@app/ui';
import type { MenuAction } from '@app/ui';
import { CONFIG_DEFAULTS } from '@app/schema';
import { useAppConfig } from '@/features/config/app-config-context';
import { greetingName } from '@/features/home/greeting-name';
import { readHomeRoute } from '@/features/home/home-route';
import { JourneyPanel } from '@/features/journey/JourneyPanel';
import { useMe } from '@/features/home/useMe';
import { EditProfileDialog } from '@/features/profile/EditProfileDialog';
import { readTokenUsername } from '@/features/session/token-storage';
import { useLogout } from '@/features/session/useLogout';
import { MESSAGES } from '@/shared/messages';

export function HomeView() {
  const { profile } = useMe();
  const logout = useLogout();
  const navigate = useNavigate();
  const config = useAppConfig();
  const toasts = useToasts();
  // A new key remounts the conversation panel, dropping all its local state (spec §4 start new / topic pick).
  const [journeyKey, setJourneyKey] = useState(0);
  const [topicKey, setTopicKey] = useState<string | null>(null);
  const [profileOpen, setProfileOpen] = useState(false);
  // The conversation and share routes render this view too; what they show comes with those features.
  const route = readHomeRoute(useParams());
  const name = greetingName(profile, readTokenUsername());

  const startOver = (nextTopicKey: string | null, replace: boolean) => {
    setTopicKey(nextTopicKey);
    setJourneyKey((key) => key + 1);
    void navigate('/', { replace });
  };

  const features = config.features;
  const items: MenuAction[] = [
    ...config.enabledTopics.map((topic) => ({
      label: topic.displayName,
      onSelect: () => startOver(topic.key, false),
    })),
  ];
  if (features?.flexiFeatures.profileEdit.enabled) {
    items.push({ label: 'Profile', onSelect: () => setProfileOpen(true), separatorBefore: true });
  }
  items.push(
    {
      label: features?.startNewButtonText ?? CONFIG_DEFAULTS.startNewButtonText,
      onSelect: () => startOver(null, true),
      separatorBefore: !features?.flexiFeatures.profileEdit.enabled,
    },
    { label: 'Logout', onSelect: () => void logout() },
  );

  return (
    <section className="home-view" aria-labelledby="home-greeting" data-route={route.kind}>
      <div className="home-view__bar">
        <Menu triggerLabel="Menu" items={items} />
      </div>
      <h1 id="home-greeting">{MESSAGES.greeting(name)}</h1>
      <p>{MESSAGES.welcome}</p>
      {config.status === 'loading' && <p role="status">{MESSAGES.configLoading}</p>}
      {config.status === 'error' && config.error && (
        <Alert tone="error">{MESSAGES.configError(config.error)}</Alert>
      )}
      <JourneyPanel key={journeyKey} initialTopicKey={topicKey} />
      <EditProfileDialog
        open={profileOpen}
        onOpenChange={setProfileOpen}
        onUpdated={(message) => toasts.show('success', message)}
      />
      <ToastStack toasts={toasts.toasts} onDismiss={toasts.onDismiss} />
    </section>
  );
}
