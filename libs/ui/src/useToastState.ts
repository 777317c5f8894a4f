import { useCallback, useRef, useState } from 'react';
import type { ToastItem, ToastStackProps } from './ToastStack';
import type { ToastTone } from './Toast';

export interface ToastState extends Pick<ToastStackProps, 'toasts' | 'onDismiss'> {
  show: (tone: ToastTone, message: string, duration?: number) => string;
  dismiss: (id: string) => void;
}

/** The state behind ToastProvider's one stack: `show` returns the new toast's id. */
export function useToastState(): ToastState {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((tone: ToastTone, message: string, duration?: number) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    setToasts((current) => [...current, { id, tone, message, duration }]);
    return id;
  }, []);

  return { toasts, show, dismiss, onDismiss: dismiss };
}
