import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { ToastProvider } from '@app/ui';
import { OfflineBanner } from '@/features/installable-app/OfflineBanner';
import { UpdateNotice } from '@/features/installable-app/UpdateNotice';
import { useAppConfig } from '@/features/white-label/app-config-context';
import { AppConfigProvider } from '@/features/white-label/AppConfigProvider';
import { appNameStyle } from '@/features/white-label/theme';
import { HeaderSlotProvider } from '@/shared/header-slot';
import { DEFAULT_APP_NAME, MESSAGES } from '@/shared/messages';

/**
 * The one layout every route renders into: the header, the notices about the app (offline, a new version), the
 * current view, the footer, and the toasts.
 */
export function AppShell() {
  // Where a view's header controls go (the home view's menu button); set once the header is mounted.
  const [headerSlot, setHeaderSlot] = useState<HTMLElement | null>(null);
  return (
    <AppConfigProvider>
      {/* One toast stack for every view and feature, so no notice is drawn over another. */}
      <ToastProvider>
        <div className="app-shell">
          {/* The header and the notices about the app itself stay in view together as the page scrolls. */}
          <div className="app-top">
            <AppHeader slotRef={setHeaderSlot} />
            {/* Always there, so that a notice is read out when it appears in it. */}
            <div className="app-notices" role="status">
              <OfflineBanner />
              <UpdateNotice />
            </div>
          </div>
          <main className="app-main">
            <HeaderSlotProvider value={headerSlot}>
              <TokenQueryGate>
                <Suspense fallback={null}>
                  <Outlet />
                </Suspense>
              </TokenQueryGate>
            </HeaderSlotProvider>
          </main>
          <AppFooter />
        </div>
      </ToastProvider>
    </AppConfigProvider>
  );
}

/** Spec §2: the menu button (placed by the home view) and the app name. */
function AppHeader({ slotRef }: { slotRef: (element: HTMLElement | null) => void }) {
  const { appName, features } = useAppConfig();
  return (
    <header className="app-header">
      <div className="app-header__start" ref={slotRef} />
      <span className="app-header__name" style={appNameStyle(features?.flexiAppName.style)}>
        {appName}
      </span>
    </header>
  );
}

/** Spec §1: the footer says which brand powers the app (site config `poweredBy`, else the product's name). */
function AppFooter() {
  const { site } = useAppConfig();
  return <footer className="app-footer">{MESSAGES.poweredBy(site?.poweredBy ?? DEFAULT_APP_NAME)}</footer>;
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
