import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { InitialEntry, RouteObject } from 'react-router-dom';

/** Renders routes in a memory router under Apollo's MockedProvider; returns the router to inspect. */
export function renderWithRouter(
  routes: RouteObject[],
  { mocks = [], initialEntry = '/' }: { mocks?: MockLink.MockedResponse[]; initialEntry?: InitialEntry } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return { router, ...view };
}
