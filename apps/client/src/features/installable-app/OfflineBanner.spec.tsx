import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from '@/features/installable-app/OfflineBanner';
import { MESSAGES } from '@/shared/messages';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe(OfflineBanner.name, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('should show nothing while the browser is online', () => {
    render(<OfflineBanner />);

    expect(screen.queryByText(MESSAGES.offline)).not.toBeInTheDocument();
  });

  it('should say the app is offline when the connection drops, and go when it is back', () => {
    render(<OfflineBanner />);

    goOffline(true);
    expect(screen.getByText(MESSAGES.offline)).toBeInTheDocument();
    goOffline(false);

    expect(screen.queryByText(MESSAGES.offline)).not.toBeInTheDocument();
  });
});
