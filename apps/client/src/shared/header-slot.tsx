import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

// The app shell owns the header; a view puts its own controls there (the home view's menu button, spec §2)
// through this slot. undefined: no shell above (a view rendered alone, as in tests); null: the shell's header
// is not mounted yet.
const HeaderSlotContext = createContext<HTMLElement | null | undefined>(undefined);

export const HeaderSlotProvider = HeaderSlotContext.Provider;

/** Renders its children at the start of the app header, before the app name; in place when there is no shell. */
export function HeaderStart({ children }: { children: ReactNode }) {
  const slot = useContext(HeaderSlotContext);
  if (slot === undefined) return children;
  return slot ? createPortal(children, slot) : null;
}
