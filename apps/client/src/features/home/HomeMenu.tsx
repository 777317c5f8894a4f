import { Menu } from '@app/ui';
import type { MenuAction } from '@app/ui';
import { CONFIG_DEFAULTS } from '@app/schema';
import { useAppConfig } from '@/features/white-label/app-config-context';
import { MESSAGES } from '@/shared/messages';
import { useOnline } from '@/shared/useOnline';

export interface HomeMenuProps {
  onPickTopic: (topicKey: string) => void;
  onHistory: () => void;
  onCalendar: () => void;
  onReviews: () => void;
  onSearch: () => void;
  onAskJournal: () => void;
  onSharedLinks: () => void;
  onAccessTokens: () => void;
  onWebhooks: () => void;
  onExportImport: () => void;
  onAppearance: () => void;
  onProfile: () => void;
  onStartNew: () => void;
  onLogout: () => void;
}

/**
 * Spec §2 menu: each enabled topic, History, Search, Profile (when enabled), Start New, Logout; and Calendar
 * and Reviews after History, and Ask your journal, Shared links, Access tokens, Webhooks, Export and import, and
 * Appearance after Search (not in the spec). Offline, the entries that only the server can answer stay in the menu and
 * say that they need a connection (issue 25); writing, Appearance and Logout work without one.
 */
export function HomeMenu({
  onPickTopic,
  onHistory,
  onCalendar,
  onReviews,
  onSearch,
  onAskJournal,
  onSharedLinks,
  onAccessTokens,
  onWebhooks,
  onExportImport,
  onAppearance,
  onProfile,
  onStartNew,
  onLogout,
}: HomeMenuProps) {
  const config = useAppConfig();
  const features = config.features;
  const unavailable = useOnline() ? undefined : MESSAGES.needsConnection;
  const items: MenuAction[] = config.enabledTopics.map((topic) => ({
    label: topic.displayName,
    onSelect: () => onPickTopic(topic.key),
  }));
  items.push(
    // History stays: offline it lists the conversations kept on this device (OfflineConversations).
    { label: 'History', onSelect: onHistory, separatorBefore: items.length > 0 },
    { label: 'Calendar', onSelect: onCalendar, unavailable },
    { label: 'Reviews', onSelect: onReviews, unavailable },
    { label: 'Search', onSelect: onSearch, unavailable },
    { label: 'Ask your journal', onSelect: onAskJournal, unavailable },
    { label: 'Shared links', onSelect: onSharedLinks, unavailable },
    { label: 'Access tokens', onSelect: onAccessTokens, unavailable },
    { label: 'Webhooks', onSelect: onWebhooks, unavailable },
    { label: 'Export and import', onSelect: onExportImport, unavailable },
    { label: 'Appearance', onSelect: onAppearance },
  );
  if (features?.flexiFeatures.profileEdit.enabled) {
    items.push({ label: 'Profile', onSelect: onProfile, unavailable });
  }
  items.push(
    {
      label: features?.startNewButtonText ?? CONFIG_DEFAULTS.startNewButtonText,
      onSelect: onStartNew,
      separatorBefore: true,
    },
    { label: 'Logout', onSelect: onLogout },
  );
  return <Menu triggerLabel="Menu" items={items} />;
}
