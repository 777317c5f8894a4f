import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listEnabledTopics, parseFeatureConfig } from '@app/schema';
import { HomeMenu, type HomeMenuProps } from '@/features/home/HomeMenu';
import { AppConfigContext, INITIAL_APP_CONFIG } from '@/features/white-label/app-config-context';
import { FEATURE_CONFIG_JSON } from '@/testing/config-fixtures';

const NEEDS_SERVER = [
  'Calendar',
  'Reviews',
  'Search',
  'Ask your journal',
  'Shared links',
  'Access tokens',
  'Webhooks',
  'Export and import',
  'Profile',
];
const WORKS_OFFLINE = ['Family Memories', 'History', 'Appearance', 'Start New', 'Logout'];

function renderMenu(handlers: Partial<HomeMenuProps> = {}) {
  const features = parseFeatureConfig({
    ...FEATURE_CONFIG_JSON,
    flexiFeatures: { ...FEATURE_CONFIG_JSON.flexiFeatures, profileEdit: { enabled: true } },
  });
  const props = Object.fromEntries(
    [
      'onPickTopic',
      'onHistory',
      'onCalendar',
      'onReviews',
      'onSearch',
      'onAskJournal',
      'onSharedLinks',
      'onAccessTokens',
      'onWebhooks',
      'onExportImport',
      'onAppearance',
      'onProfile',
      'onStartNew',
      'onLogout',
    ].map((name) => [name, vi.fn()]),
  ) as unknown as HomeMenuProps;
  const config = {
    ...INITIAL_APP_CONFIG,
    status: 'ready' as const,
    features,
    enabledTopics: listEnabledTopics(features),
  };
  render(
    <AppConfigContext.Provider value={config}>
      <HomeMenu {...props} {...handlers} />
    </AppConfigContext.Provider>,
  );
  return props;
}

async function openMenu() {
  const trigger = screen.getByRole('button', { name: 'Menu' });
  trigger.focus();
  fireEvent.keyDown(trigger, { key: 'Enter' });
  return screen.findByRole('menu');
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe(HomeMenu.name, () => {
  it('should offer every entry as usable while online', async () => {
    renderMenu();
    await openMenu();

    for (const name of [...NEEDS_SERVER, ...WORKS_OFFLINE]) {
      expect(screen.getByRole('menuitem', { name })).not.toHaveAttribute('aria-disabled');
    }
    expect(screen.queryByText('Needs a connection')).not.toBeInTheDocument();
  });

  it('should keep the entries that need the server, saying so, and leave writing, Appearance and Logout usable offline', async () => {
    setOnline(false);
    renderMenu();
    await openMenu();

    for (const name of NEEDS_SERVER) {
      const item = screen.getByRole('menuitem', { name });
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item).toHaveAccessibleDescription('Needs a connection');
    }
    for (const name of WORKS_OFFLINE) {
      expect(screen.getByRole('menuitem', { name })).not.toHaveAttribute('aria-disabled');
    }
    expect(screen.getAllByText('Needs a connection')).toHaveLength(NEEDS_SERVER.length);
  });

  it('should do nothing and stay open when an entry that needs the server is chosen offline', async () => {
    setOnline(false);
    const props = renderMenu();
    await openMenu();

    fireEvent.click(screen.getByRole('menuitem', { name: 'Search' }));

    expect(props.onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Appearance' }));
    expect(props.onAppearance).toHaveBeenCalledTimes(1);
  });
});
