import type { ReactNode } from 'react';
import { createHashRouter, Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AppShell } from '@/app/AppShell';
import { lazyView } from '@/app/lazy-view';
import { RouteError } from '@/app/RouteError';
import { LoginView } from '@/features/auth/LoginView';
import { RequireToken } from '@/features/session/RequireToken';

// The login view is the first screen of most visits, so it ships in the entry chunk; the rest load on demand.
const RegisterView = lazyView(() => import('@/features/auth/RegisterView'), 'RegisterView');
const ResetPasswordView = lazyView(() => import('@/features/auth/ResetPasswordView'), 'ResetPasswordView');
const importHomeView = () => import('@/features/home/HomeView');
const HomeView = lazyView(importHomeView, 'HomeView');

/** Starts fetching the home view's chunk (the browser keeps one module per URL, so the route reuses it). */
export function preloadHomeView(): Promise<unknown> {
  return importHomeView().catch(() => undefined);
}

function home(guard: { returnHere?: boolean } = {}): ReactNode {
  return (
    <RequireToken returnHere={guard.returnHere}>
      <HomeView />
    </RequireToken>
  );
}

// Spec §2. A `token` query on any route opens the reset view (AppShell).
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: home() },
      { path: 'login', element: <LoginView /> },
      { path: 'register', element: <RegisterView /> },
      { path: 'reset-password', element: <ResetPasswordView /> },
      { path: 'conversation/:id', element: home() },
      { path: 'share/post/:postId/:index?', element: home({ returnHere: true }) },
      { path: 'share/post/:postId/note/:noteId', element: home({ returnHere: true }) },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

// Hash routing (spec §2): the server only ever serves index.html at one path.
export function createAppRouter() {
  return createHashRouter(appRoutes);
}
