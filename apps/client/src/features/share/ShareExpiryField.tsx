import { useState } from 'react';
import { SelectField } from '@app/ui';
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
    <ExpirySelect
      value={choice}
      disabled={saving}
      offerKeep={expiresAt !== null}
      hint={expiryLabel(link)}
      onChange={(value) => void change(value)}
    />
  );
}

export interface ExpirySelectProps {
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
  /** Offers "As set" first: the date a link shared earlier keeps. */
  offerKeep?: boolean;
  /** What the choice means now (the link's expiry date), read with the field. */
  hint?: string;
}

/** The "Link expires" field: Never, 1 day … 1 year, and "As set" for a link that already has a date. */
export function ExpirySelect({ value, disabled, onChange, offerKeep = false, hint }: ExpirySelectProps) {
  return (
    <SelectField
      className="share-dialog__expiry"
      label="Link expires"
      hint={hint}
      options={offerKeep ? [KEEP_CHOICE, ...EXPIRY_CHOICES] : EXPIRY_CHOICES}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
