import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from '@/app/apollo-client';
import { createAppRouter } from '@/app/router';
import type { AuthNavigationState } from '@/features/auth/auth-navigation';
import { clearShareReturnUrl } from '@/features/session/return-url-storage';
import { MESSAGES } from '@/shared/messages';
import '@/app/app.css';

const router = createAppRouter();
const client = createApolloClient({
  // Spec §4/§8: a rejected token logs the user out (the link has dropped it) and says why on the login view.
  onUnauthenticated: () => {
    clearShareReturnUrl();
    void client.clearStore();
    const state: AuthNavigationState = { notice: MESSAGES.sessionExpired, tone: 'error' };
    void router.navigate('/login', { replace: true, state });
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  </StrictMode>,
);
