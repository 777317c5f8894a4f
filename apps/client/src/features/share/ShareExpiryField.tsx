import { useId, useState } from 'react';
import type { ToastTone } from '@app/ui';
import { EXPIRY_CHOICES, expiryLabel, KEEP_CHOICE } from '@/features/share/share-expiry';
import { useShareExpiry } from '@/features/share/useShareExpiry';

export interface ShareExpiryFieldProps {
  entryId: string;
  /** The link's expiry when the modal opens (null: never). */
  expiresAt: string | null;
  /** Reports an outcome to announce (and, for failures, to show as a toast). */
  onReport: (tone: ToastTone | null, message: string) => void;
}

/**
 * The Share modal's "Link expires" choice. It opens on the link's expiry as it stands (Never, or the date a
 * link shared earlier keeps); each change shares the entry again with the chosen number of days and shows the
 * date the server set.
 */
export function ShareExpiryField({ entryId, expiresAt, onReport }: ShareExpiryFieldProps) {
  const id = useId();
  const { setExpiry, saving } = useShareExpiry();
  // A link that already expires on a date keeps it until another choice is made.
  const [choice, setChoice] = useState<string>(expiresAt ? KEEP_CHOICE.value : EXPIRY_CHOICES[0].value);
  const [link, setLink] = useState({ expiresAt, expired: false });

  const change = async (value: string) => {
    const picked = EXPIRY_CHOICES.find((option) => option.value === value);
    if (!picked) return;
    const previous = choice;
    setChoice(value);
    const outcome = await setExpiry(entryId, picked.days);
    if (!outcome.ok) {
      setChoice(previous);
      onReport('error', outcome.message);
      return;
    }
    setLink(outcome);
    onReport(null, expiryLabel(outcome));
  };

  return (
    <div className="ui-field share-dialog__expiry">
      <label className="ui-field__label" htmlFor={id}>
        Link expires
      </label>
      <select
        id={id}
        className="ui-field__input"
        value={choice}
        disabled={saving}
        aria-describedby={`${id}-date`}
        onChange={(event) => void change(event.target.value)}
      >
        {expiresAt && <option value={KEEP_CHOICE.value}>{KEEP_CHOICE.label}</option>}
        {EXPIRY_CHOICES.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <p id={`${id}-date`} className="ui-field__hint">
        {expiryLabel(link)}
      </p>
    </div>
  );
}
