import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from '@/features/installable-app/OfflineBanner';
import { setToken } from '@/features/session/token-storage';
import { MESSAGES } from '@/shared/messages';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

function renderBanner() {
  render(
    <MemoryRouter>
      <OfflineBanner />
    </MemoryRouter>,
  );
}

describe(OfflineBanner.name, () => {
  it('should show nothing while the browser is online', () => {
    setToken('jwt-token');
    renderBanner();

    expect(screen.queryByText(MESSAGES.offline)).not.toBeInTheDocument();
  });

  it('should say the app is offline and that writing is kept when the connection drops, and go when it is back', () => {
    setToken('jwt-token');
    renderBanner();

    goOffline(true);
    expect(screen.getByText(MESSAGES.offline)).toBeInTheDocument();
    goOffline(false);

    expect(screen.queryByText(MESSAGES.offline)).not.toBeInTheDocument();
  });

  it('should say that logging in waits for the connection when no one is signed in', () => {
    renderBanner();

    goOffline(true);

    expect(screen.getByText(MESSAGES.offlineSignedOut)).toBeInTheDocument();
  });
});
