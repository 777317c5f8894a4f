import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AuthNavigationState } from '@/features/auth/auth-navigation';
import { clearShareReturnUrl } from '@/features/session/return-url-storage';
import { clearToken } from '@/features/session/token-storage';
import { MESSAGES } from '@/shared/messages';

/**
 * Ends the session (spec §4): drops the token, the stored return URL and everything cached for this user,
 * then shows the login view.
 */
export function useLogout(): (notice?: AuthNavigationState) => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();

  return useCallback(
    async (notice?: AuthNavigationState) => {
      clearToken();
      clearShareReturnUrl();
      await client.clearStore();
      await navigate('/login', { replace: true, state: notice });
    },
    [client, navigate],
  );
}

/** Logs out because the server stopped accepting the session, saying so on the login view (spec §8). */
export function useExpireSession(): () => void {
  const logout = useLogout();
  return useCallback(() => {
    void logout({ notice: MESSAGES.sessionExpired, tone: 'error' });
  }, [logout]);
}
