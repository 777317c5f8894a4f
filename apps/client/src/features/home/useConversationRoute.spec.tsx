import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useConversationRoute } from '@/features/home/useConversationRoute';

type RouteState = ReturnType<typeof useConversationRoute>;

function renderRoute() {
  const seen: { current: RouteState | null } = { current: null };
  function Probe() {
    seen.current = useConversationRoute(useParams().id ?? null);
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/', element: <Probe /> },
      { path: '/conversation/:id', element: <Probe /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, state: () => seen.current as RouteState };
}

describe('useConversationRoute', () => {
  it('should keep the panel when a conversation started at / gets its route', () => {
    const { router, state } = renderRoute();
    const before = state().panelKey;

    act(() => state().onConversationShown('c9'));

    expect(router.state.location.pathname).toBe('/conversation/c9');
    expect(state().panelKey).toBe(before);
  });

  it('should give / a fresh panel when the route leaves a conversation started there', async () => {
    const { router, state } = renderRoute();
    act(() => state().onConversationShown('c9'));
    const started = state().panelKey;

    // e.g. /#/ typed in the address bar: the started conversation must not pull the route back to itself.
    await act(() => router.navigate('/'));

    expect(state().panelKey).not.toBe(started);
    expect(state().conversationId).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });
});
