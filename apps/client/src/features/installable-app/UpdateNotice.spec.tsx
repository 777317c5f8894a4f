import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AppUpdates } from '@/features/installable-app/app-updates';
import { provideAppUpdates } from '@/features/installable-app/start-service-worker';
import { UpdateNotice } from '@/features/installable-app/UpdateNotice';
import { AppConfigContext, INITIAL_APP_CONFIG } from '@/features/white-label/app-config-context';

/** Updates as the service worker's watcher gives them, made ready by the test. */
function fakeUpdates() {
  const listeners = new Set<() => void>();
  let ready = false;
  const updates: AppUpdates = {
    isReady: () => ready,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    reload: vi.fn(() => new Promise<void>(() => undefined)),
  };
  const becomeReady = () =>
    act(() => {
      ready = true;
      for (const listener of listeners) listener();
    });
  return { updates, becomeReady };
}

function renderNotice() {
  return render(
    <AppConfigContext.Provider value={{ ...INITIAL_APP_CONFIG, appName: 'Memory Lane' }}>
      <UpdateNotice />
    </AppConfigContext.Provider>,
  );
}

describe(UpdateNotice.name, () => {
  it('should show nothing until a new version is ready, then say so with the app name and offer Reload', () => {
    const { updates, becomeReady } = fakeUpdates();
    provideAppUpdates(updates);
    renderNotice();

    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    becomeReady();

    expect(screen.getByText('A new version of Memory Lane is ready.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
    expect(updates.reload).not.toHaveBeenCalled();
  });

  it('should reload only when the writer asks, saying it is reloading while what is being sent arrives', () => {
    const { updates, becomeReady } = fakeUpdates();
    provideAppUpdates(updates);
    renderNotice();
    becomeReady();

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));

    expect(updates.reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reloading…' })).toBeDisabled();
  });
});
