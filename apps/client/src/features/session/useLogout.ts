import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NavigationNotice } from '@/shared/navigation-notice';
import { clearShareReturnUrl } from '@/features/session/return-url-storage';
import { clearToken } from '@/features/session/token-storage';
import { MESSAGES } from '@/shared/messages';

/**
 * Ends the session (spec §4): drops the token, the stored return URL and everything cached for this user,
 * then shows the login view.
 */
export function useLogout(): (notice?: NavigationNotice) => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();

  return useCallback((notice?: NavigationNotice) => endSession(client, navigate, notice), [client, navigate]);
}

/**
 * Drops the token, the stored return URL and the cached data, then shows the login view with `notice`. The
 * one way a session ends: Logout, and the app's handler for a token the server rejected.
 */
export async function endSession(
  client: Pick<ApolloClient, 'clearStore'>,
  navigate: (to: string, options: { replace: boolean; state?: NavigationNotice }) => unknown,
  notice?: NavigationNotice,
): Promise<void> {
  clearToken();
  clearShareReturnUrl();
  await client.clearStore();
  await navigate('/login', { replace: true, state: notice });
}

/** What the login view says when the server stopped accepting the session (spec §8). */
export const SESSION_EXPIRED_NOTICE: NavigationNotice = { notice: MESSAGES.sessionExpired, tone: 'error' };

/** Logs out because the server stopped accepting the session, saying so on the login view (spec §8). */
export function useExpireSession(): () => void {
  const logout = useLogout();
  return useCallback(() => {
    void logout(SESSION_EXPIRED_NOTICE);
  }, [logout]);
}
