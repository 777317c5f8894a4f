import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { MESSAGES } from '@/shared/messages';

/** The router's failure screen (spec §8): one generic text; the details go to the console only. */
export function RouteError() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="app-main">
      <h1 role="alert">{MESSAGES.routerError}</h1>
    </main>
  );
}
