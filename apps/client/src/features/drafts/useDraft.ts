import { useCallback, useEffect, useState } from 'react';
import { clearDraft, readDraft, writeDraft } from '@/features/drafts/draft-storage';

/**
 * State that survives a reload until it is cleared (sent). A value equal to `initial` is not stored, so
 * nothing lingers once a draft is sent or emptied. `isValid` guards against a shape an older app stored.
 */
export function useDraft<T>(key: string, initial: T, isValid: (value: unknown) => value is T) {
  // The first `initial` is the one meant; callers pass fresh literals each render.
  const [initialValue] = useState(initial);
  const [value, setValue] = useState<T>(() => readDraft(key, isValid) ?? initialValue);

  useEffect(() => {
    if (JSON.stringify(value) === JSON.stringify(initialValue)) clearDraft(key);
    else writeDraft(key, value);
  }, [key, value, initialValue]);

  // Dropped from storage at once, not by the effect: a sent draft's form is often unmounted in the same update
  // (the start form gives way to the conversation), and an unmounted component runs no more effects.
  const clear = useCallback(() => {
    clearDraft(key);
    setValue(initialValue);
  }, [key, initialValue]);

  return [value, setValue, clear] as const;
}
