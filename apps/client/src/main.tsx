import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from '@/app/apollo-client';
import { createAppRouter } from '@/app/router';
import '@/app/app.css';

const router = createAppRouter();
const client = createApolloClient({
  onUnauthenticated: () => {
    void router.navigate('/login', { replace: true });
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
