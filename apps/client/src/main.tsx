import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from '@/app/apollo-client';
import { createAppRouter } from '@/app/router';
import { endSession, SESSION_EXPIRED_NOTICE } from '@/features/session/useLogout';
import '@/app/app.css';

const router = createAppRouter();
const client = createApolloClient({
  // Spec §4/§8: a rejected token logs the user out and says why on the login view.
  onUnauthenticated: () => {
    void endSession(client, (to, options) => router.navigate(to, options), SESSION_EXPIRED_NOTICE);
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
