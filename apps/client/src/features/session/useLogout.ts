import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearShareReturnUrl } from '@/features/session/return-url-storage';
import { clearToken } from '@/features/session/token-storage';

/**
 * Ends the session (spec §4): drops the token, the stored return URL and everything cached for this user,
 * then shows the login view.
 */
export function useLogout(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();

  return useCallback(async () => {
    clearToken();
    clearShareReturnUrl();
    await client.clearStore();
    await navigate('/login', { replace: true });
  }, [client, navigate]);
}
