import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { ToastStack } from './ToastStack';
import { useToastState } from './useToastState';
import type { ToastState } from './useToastState';

/** What a feature needs to raise a notice: the stack itself belongs to the app. */
export type Toaster = Pick<ToastState, 'show' | 'dismiss'>;

const ToastContext = createContext<Toaster | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /** Names the region that holds the notices. */
  label?: string;
  dismissLabel?: string;
}

/**
 * The app's one toast stack, placed once near the app shell. Every feature shows its notices here (useToasts),
 * so they stack in one column instead of several stacks drawn over each other at the same spot.
 */
export function ToastProvider({ children, label, dismissLabel }: ToastProviderProps) {
  const { toasts, show, dismiss } = useToastState();
  const toaster = useMemo<Toaster>(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <ToastStack toasts={toasts} onDismiss={dismiss} label={label} dismissLabel={dismissLabel} />
    </ToastContext.Provider>
  );
}

/** Shows notices in the app's toast stack (the nearest ToastProvider). */
export function useToasts(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToasts must be used inside a ToastProvider');
  return toaster;
}
