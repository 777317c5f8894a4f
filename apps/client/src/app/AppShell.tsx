import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppName } from '@/app/useAppName';

/** The one layout every route renders into: header with the app name, then the current view. */
export function AppShell() {
  const appName = useAppName();

  useEffect(() => {
    document.title = appName;
  }, [appName]);

  return (
    <div className="app-shell">
      <header className="app-header">
        <span className="app-header__name">{appName}</span>
      </header>
      <main className="app-main">
        <Outlet />
      </main>
    </div>
  );
}
