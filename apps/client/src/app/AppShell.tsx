import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { ToastProvider } from '@app/ui';
import { useAppConfig } from '@/features/config/app-config-context';
import { AppConfigProvider } from '@/features/config/AppConfigProvider';
import { appNameStyle } from '@/features/config/theme';

/** The one layout every route renders into: header with the app name, then the current view, and the toasts. */
export function AppShell() {
  return (
    <AppConfigProvider>
      {/* One toast stack for every view and feature, so no notice is drawn over another. */}
      <ToastProvider>
        <div className="app-shell">
          <AppHeader />
          <main className="app-main">
            <TokenQueryGate>
              <Suspense fallback={null}>
                <Outlet />
              </Suspense>
            </TokenQueryGate>
          </main>
        </div>
      </ToastProvider>
    </AppConfigProvider>
  );
}

function AppHeader() {
  const { appName, features } = useAppConfig();
  return (
    <header className="app-header">
      <span className="app-header__name" style={appNameStyle(features?.flexiAppName.style)}>
        {appName}
      </span>
    </header>
  );
}

/** Spec §2: a `token` query parameter on any route opens the reset-password view, keeping the token. */
function TokenQueryGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (token !== null && pathname !== '/reset-password') {
    return <Navigate to={`/reset-password?${new URLSearchParams({ token }).toString()}`} replace />;
  }
  return children;
}
