import type { Fetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { useEffect, useRef } from 'react';
import { EXPLORER_TEXTS } from './explorer-texts';
import { keepEditorsLabelled } from './label-editors';
import './explorer.css';

export interface ExplorerPageProps {
  fetcher: Fetcher;
  signedIn: boolean;
}

/** A slim bar that says whose credentials run the operations, over GraphiQL. */
export function ExplorerPage({ fetcher, signedIn }: ExplorerPageProps) {
  const main = useRef<HTMLElement>(null);
  useEffect(() => (main.current ? keepEditorsLabelled(main.current) : undefined), []);

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
      <main className="explorer__main" ref={main}>
        <GraphiQL fetcher={fetcher} />
      </main>
    </div>
  );
}
