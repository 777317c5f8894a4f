import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { Button } from '@app/ui';
import { ChunkLoadError } from '@/app/lazy-view';
import { MESSAGES } from '@/shared/messages';

/** The router's failure screen (spec §8): one generic text; the details go to the console,
 * except a chunk that failed to load, which a reload fixes. */
export function RouteError() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="app-main">
      <h1 role="alert">{MESSAGES.routerError}</h1>
      {error instanceof ChunkLoadError && (
        <>
          <p>{`${error.name}: ${error.message}`}</p>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </>
      )}
    </main>
  );
}
