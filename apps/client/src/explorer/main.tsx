import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getToken } from '@/features/session/token-storage';
import { explorerFetcher } from './explorer-fetcher';
import { ExplorerPage } from './ExplorerPage';

// The GraphQL explorer's own entry (explorer.html, served at /graphql/explorer): GraphiQL and its editor load
// only here, never with the app.
const container = document.getElementById('explorer');
if (!container) throw new Error('explorer.html has no #explorer element');

createRoot(container).render(
  <StrictMode>
    <ExplorerPage fetcher={explorerFetcher(getToken)} signedIn={getToken() !== null} />
  </StrictMode>,
);
