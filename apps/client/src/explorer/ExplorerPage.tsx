import type { Fetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { EXPLORER_TEXTS } from './explorer-texts';
import './explorer.css';

export interface ExplorerPageProps {
  fetcher: Fetcher;
  signedIn: boolean;
}

/** A slim bar that says whose credentials run the operations, over GraphiQL. */
export function ExplorerPage({ fetcher, signedIn }: ExplorerPageProps) {
  return (
    <div className="explorer">
      <header className="explorer__bar">
        <h1 className="explorer__title">{EXPLORER_TEXTS.title}</h1>
        <p className="explorer__note">
          {signedIn ? EXPLORER_TEXTS.withSession : EXPLORER_TEXTS.withoutSession} {EXPLORER_TEXTS.pasteToken}
        </p>
        <a className="explorer__link" href="/">
          {EXPLORER_TEXTS.appLink}
        </a>
      </header>
      <main className="explorer__main">
        <GraphiQL fetcher={fetcher} />
      </main>
    </div>
  );
}
