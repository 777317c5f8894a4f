import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Dialog, TextField } from '@app/ui';
import type { ToastTone } from '@app/ui';
import { EXPIRY_CHOICES } from '@/features/share/share-expiry';
import { ExpirySelect, ShareExpiryField } from '@/features/share/ShareExpiryField';
import type { ShareStage } from '@/features/share/useShareEntry';
import { copyToClipboard } from '@/shared/clipboard';
import { MESSAGES } from '@/shared/messages';

export interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `confirm`: ask before a link exists (onConfirm makes it); `link` (the default): show the link. */
  stage?: ShareStage;
  /** Creates the link with this many days to live (null: never); answers a failure text, else null. */
  onConfirm?: (expiresInDays: number | null) => Promise<string | null>;
  /** The share link (see shareLinkFor). */
  url: string;
  /** The shared entry: when given, a "Link expires" choice re-shares it with an expiry. */
  entryId?: string | null;
  /** The link's expiry as it stands (null or absent: never). */
  expiresAt?: string | null;
  /** Reports the copy's outcome with the spec's texts, e.g. as a toast (useToasts().show fits). */
  onNotify: (tone: ToastTone, message: string) => void;
}

/**
 * Spec §2 Share modal: the link and a Copy Link button, and when to let the link expire; also where a failed
 * native share falls back to. Before an entry has a link, it first says what sharing means and makes the link
 * only when the writer asks (closing it then leaves nothing shared).
 */
export function ShareDialog({
  open,
  onOpenChange,
  stage = 'link',
  onConfirm,
  url,
  entryId,
  expiresAt,
  onNotify,
}: ShareDialogProps) {
  return (
    <Dialog title="Share" open={open} onOpenChange={onOpenChange}>
      {open &&
        (stage === 'confirm' && onConfirm ? (
          <ShareConfirmBody onConfirm={onConfirm} onCancel={() => onOpenChange(false)} />
        ) : (
          <ShareDialogBody url={url} entryId={entryId} expiresAt={expiresAt} onNotify={onNotify} />
        ))}
    </Dialog>
  );
}

function ShareConfirmBody({
  onConfirm,
  onCancel,
}: {
  onConfirm: (expiresInDays: number | null) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [choice, setChoice] = useState<string>(EXPIRY_CHOICES[0].value);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const picked = EXPIRY_CHOICES.find((option) => option.value === choice) ?? EXPIRY_CHOICES[0];
    setCreating(true);
    setError(null);
    const failure = await onConfirm(picked.days);
    // On success the modal moves on to the link, and this form is gone.
    if (failure) {
      setCreating(false);
      setError(failure);
    }
  };

  return (
    <form className="share-dialog" onSubmit={(event) => void create(event)}>
      <p className="share-dialog__explain">{MESSAGES.shareExplain}</p>
      <ExpirySelect value={choice} disabled={creating} onChange={setChoice} />
      {error && <Alert tone="error">{error}</Alert>}
      <div className="share-dialog__actions">
        <Button type="submit" disabled={creating} aria-busy={creating || undefined}>
          Create link
        </Button>
        <Button variant="secondary" disabled={creating} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ShareDialogBody({
  url,
  entryId,
  expiresAt,
  onNotify,
}: Pick<ShareDialogProps, 'url' | 'entryId' | 'expiresAt' | 'onNotify'>) {
  const field = useRef<HTMLInputElement>(null);
  // The modal hides the rest of the page from assistive technology (toasts included), so the outcome is
  // also announced from inside it.
  const [status, setStatus] = useState('');

  const report = (tone: ToastTone, message: string) => {
    setStatus(message);
    onNotify(tone, message);
  };

  const copy = async () => {
    if (await copyToClipboard(url)) {
      report('success', MESSAGES.linkCopied);
      return;
    }
    // Selected and focused, the link is one copy shortcut (or the phone's Copy) away.
    field.current?.focus();
    field.current?.select();
    report('error', MESSAGES.linkCopyFailed);
  };

  return (
    <div className="share-dialog">
      <TextField
        ref={field}
        label="Share link"
        value={url}
        readOnly
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button className="share-dialog__copy" onClick={() => void copy()}>
        Copy Link
      </Button>
      {entryId && (
        <ShareExpiryField
          entryId={entryId}
          expiresAt={expiresAt ?? null}
          // A new expiry is announced here only; a failure is also a toast.
          onReport={(tone, message) => (tone ? report(tone, message) : setStatus(message))}
        />
      )}
      <p role="status" className="ui-visually-hidden">
        {status}
      </p>
    </div>
  );
}
