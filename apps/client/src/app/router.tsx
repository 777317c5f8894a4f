import { createHashRouter, Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AppShell } from '@/app/AppShell';
import { LoginView } from '@/features/auth/LoginView';
import { RegisterView } from '@/features/auth/RegisterView';
import { HomeView } from '@/features/home/HomeView';
import { RequireToken } from '@/features/session/RequireToken';

export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        index: true,
        element: (
          <RequireToken>
            <HomeView />
          </RequireToken>
        ),
      },
      { path: 'login', element: <LoginView /> },
      { path: 'register', element: <RegisterView /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

// Hash routing (spec §2): the server only ever serves index.html at one path.
export function createAppRouter() {
  return createHashRouter(appRoutes);
}
