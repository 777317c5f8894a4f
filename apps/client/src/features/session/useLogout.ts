import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NavigationNotice } from '@/shared/navigation-notice';
import { LogoutDocument } from '@/features/session/graphql/session.generated';
import { clearShareReturnUrl } from '@/features/session/return-url-storage';
import { clearToken } from '@/features/session/token-storage';
import { MESSAGES } from '@/shared/messages';

/**
 * Logout (spec §4): the server revokes the token first, while it is still sent, so a copy of it stops
 * working too; then the session ends here whatever the server answered (offline, or the token already
 * refused), so Logout always logs out.
 */
export function useLogout(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [revoke] = useMutation(LogoutDocument);

  return useCallback(async () => {
    await revoke().catch(() => undefined);
    await endSession(client, navigate);
  }, [client, navigate, revoke]);
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

/** Ends the session because the server stopped accepting it, saying so on the login view (spec §8). */
export function useExpireSession(): () => void {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(() => {
    void endSession(client, navigate, SESSION_EXPIRED_NOTICE);
  }, [client, navigate]);
}
