import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearToken } from '@/features/session/token-storage';

/** Ends the session: drops the token and everything cached for this user, then shows the login view. */
export function useLogout(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();

  return useCallback(async () => {
    clearToken();
    await client.clearStore();
    await navigate('/login', { replace: true });
  }, [client, navigate]);
}
