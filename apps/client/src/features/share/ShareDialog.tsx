import { useRef, useState } from 'react';
import { Button, Dialog, TextField } from '@app/ui';
import type { ToastTone } from '@app/ui';
import { ShareExpiryField } from '@/features/share/ShareExpiryField';
import { copyToClipboard } from '@/shared/clipboard';
import { MESSAGES } from '@/shared/messages';

export interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
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
 * native share falls back to.
 */
export function ShareDialog({ open, onOpenChange, url, entryId, expiresAt, onNotify }: ShareDialogProps) {
  return (
    <Dialog title="Share" open={open} onOpenChange={onOpenChange}>
      {open && <ShareDialogBody url={url} entryId={entryId} expiresAt={expiresAt} onNotify={onNotify} />}
    </Dialog>
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
