import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { lazyComponent } from '@/app/lazy-view';

// The home view's dialogs are loaded the first time one opens: most visits never open them, and their code
// (Radix dialogs, the history, search, export and sharing features) would otherwise delay the home view's
// first paint. Once loaded, a dialog stays mounted, so it keeps its state between openings as before.

export const EditProfileDialog = lazyComponent(() =>
  import('@/features/profile/EditProfileDialog').then((module) => module.EditProfileDialog),
);
export const HistoryDialog = lazyComponent(() =>
  import('@/features/history/HistoryDialog').then((module) => module.HistoryDialog),
);
export const SearchDialog = lazyComponent(() =>
  import('@/features/search/SearchDialog').then((module) => module.SearchDialog),
);
export const SharedLinksDialog = lazyComponent(() =>
  import('@/features/shared-links/SharedLinksDialog').then((module) => module.SharedLinksDialog),
);
export const ExportImportDialog = lazyComponent(() =>
  import('@/features/export-import/ExportImportDialog').then((module) => module.ExportImportDialog),
);
export const ShareDialog = lazyComponent(() =>
  import('@/features/share/ShareDialog').then((module) => module.ShareDialog),
);

/** Renders `children` from the first time `open` is true on, each in its own Suspense boundary. */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened && !open) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
