import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from '@/app/apollo-client';
import { createAppRouter, preloadHomeView } from '@/app/router';
import { startServiceWorker } from '@/features/installable-app/start-service-worker';
import { preloadAppConfig } from '@/features/white-label/load-app-config';
import { endSession, SESSION_EXPIRED_NOTICE } from '@/features/session/useLogout';
import { getToken } from '@/features/session/token-storage';
import { OutboxSender } from '@/features/journey/outbox-sender';
import { OutboxProvider } from '@/features/offline/OutboxContext';
import '@/app/app.css';

// The config files and (for a signed-in user) the home view's code are requested now, with nothing else to
// wait for, rather than once React has rendered the shell and the route that needs them.
preloadAppConfig();
const homeLoaded = getToken() ? preloadHomeView() : Promise.resolve();

// The service worker that lets the app open offline (decision 0180); `vite serve` has none, so that a saved
// file shows at once.
if (import.meta.env.PROD) startServiceWorker();

const router = createAppRouter();
const client = createApolloClient({
  // Spec §4/§8: a rejected token logs the user out and says why on the login view.
  onUnauthenticated: () => {
    void endSession(client, (to, options) => router.navigate(to, options), SESSION_EXPIRED_NOTICE);
  },
});

// What was written offline is sent from here, whichever view is open, as soon as the server can be reached.
const outbox = new OutboxSender(client);
outbox.start();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A signed-in visit renders once the home view's code is here (it was requested above, with the entry's own
// chunks): rendering before would show an empty main area, then hold the view back for React's Suspense
// reveal throttle.
void homeLoaded.then(() =>
  createRoot(container).render(
    <StrictMode>
      <ApolloProvider client={client}>
        <OutboxProvider sender={outbox}>
          <RouterProvider router={router} />
        </OutboxProvider>
      </ApolloProvider>
    </StrictMode>,
  ),
);
