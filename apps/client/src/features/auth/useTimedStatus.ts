import { useCallback, useEffect, useRef, useState } from 'react';
import type { AlertTone } from '@app/ui';
import { STATUS_MESSAGE_MS } from '@/shared/messages';

export interface Status {
  tone: AlertTone;
  text: string;
}

/** Spec §8: a status containing "Error" is red, otherwise green; a failure is always shown red. */
export function statusTone(text: string, failed = false): AlertTone {
  return failed || text.includes('Error') ? 'error' : 'success';
}

/** A status message that clears itself after `clearAfterMs` (spec §4: 5 s for the reset messages). */
export function useTimedStatus(clearAfterMs: number = STATUS_MESSAGE_MS) {
  const [status, setStatus] = useState<Status | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setStatus(null);
  }, []);

  const show = useCallback(
    (text: string, failed = false) => {
      clearTimeout(timer.current);
      setStatus({ tone: statusTone(text, failed), text });
      timer.current = setTimeout(() => setStatus(null), clearAfterMs);
    },
    [clearAfterMs],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { status, show, clear };
}
