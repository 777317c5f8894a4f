import type { ReactNode } from 'react';
import { createHashRouter, Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AppShell } from '@/app/AppShell';
import { lazyView, preloadableView } from '@/app/lazy-view';
import { RouteError } from '@/app/RouteError';
import { LoginView } from '@/features/auth/LoginView';
import { RequireToken } from '@/features/session/RequireToken';
import { CapabilitiesProvider } from '@/features/voice/CapabilitiesProvider';

// The login view is the first screen of most visits, so it ships in the entry chunk; the rest load on demand.
const RegisterView = lazyView(() => import('@/features/auth/RegisterView'), 'RegisterView');
const ResetPasswordView = lazyView(() => import('@/features/auth/ResetPasswordView'), 'ResetPasswordView');
const home = preloadableView(() => import('@/features/home/HomeView'), 'HomeView');
const HomeView = home.View;

/**
 * Loads the home view's chunk ahead of the first render (main.tsx, for a signed-in visit); never rejects: a
 * failure is the route's to report when it renders.
 */
export function preloadHomeView(): Promise<void> {
  return home.preload().catch(() => undefined);
}

function homeRoute(guard: { returnHere?: boolean } = {}): ReactNode {
  return (
    <RequireToken returnHere={guard.returnHere}>
      {/* Asked once a session is held: what the server offers (voice entries) decides what the views show. */}
      <CapabilitiesProvider>
        <HomeView />
      </CapabilitiesProvider>
    </RequireToken>
  );
}

// Spec §2. A `token` query on any route opens the reset view (AppShell).
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: homeRoute() },
      { path: 'login', element: <LoginView /> },
      { path: 'register', element: <RegisterView /> },
      { path: 'reset-password', element: <ResetPasswordView /> },
      { path: 'conversation/:id', element: homeRoute() },
      { path: 'share/post/:postId/:index?', element: homeRoute({ returnHere: true }) },
      { path: 'share/post/:postId/note/:noteId', element: homeRoute({ returnHere: true }) },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

// Hash routing (spec §2): the server only ever serves index.html at one path.
export function createAppRouter() {
  return createHashRouter(appRoutes);
}
