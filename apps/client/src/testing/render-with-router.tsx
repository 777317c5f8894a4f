import { MockedProvider } from '@apollo/client/testing/react';
import type { ApolloCache, ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { ToastProvider } from '@app/ui';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { InitialEntry, RouteObject } from 'react-router-dom';
import { createCache } from '@/app/apollo-client';
import { AppConfigContext } from '@/features/white-label/app-config-context';
import type { AppConfigState } from '@/features/white-label/app-config-context';
import { DEFAULT_APP_NAME } from '@/shared/messages';

/** A loaded configuration for views rendered without the app shell (which loads the real one). */
export const READY_APP_CONFIG: AppConfigState = {
  status: 'ready',
  site: { title: 'Flexi', placeholder: 'Type your answer here', appName: DEFAULT_APP_NAME },
  features: null,
  error: null,
  enabledTopics: [],
  appName: DEFAULT_APP_NAME,
};

/** Renders routes in a memory router under Apollo's MockedProvider; returns the router to inspect. */
export function renderWithRouter(
  routes: RouteObject[],
  {
    mocks = [],
    initialEntry = '/',
    config = READY_APP_CONFIG,
    cache,
    link,
  }: {
    mocks?: MockLink.MockedResponse[];
    initialEntry?: InitialEntry;
    config?: AppConfigState;
    /** A cache to look into afterwards; a fresh one with the app's type policies otherwise. */
    cache?: ApolloCache;
    /** Instead of `mocks`: a link of the test's own (see conversation-replies-link.ts). */
    link?: ApolloLink;
  } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = render(
    <MockedProvider mocks={mocks} cache={cache ?? createCache()} link={link}>
      <AppConfigContext.Provider value={config}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </AppConfigContext.Provider>
    </MockedProvider>,
  );
  return { router, ...view };
}
