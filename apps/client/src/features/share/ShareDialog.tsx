import { useRef, useState } from 'react';
import { Button, Dialog, TextField } from '@app/ui';
import type { ToastTone } from '@app/ui';
import { MESSAGES } from '@/shared/messages';

export interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The share link (see shareLinkFor). */
  url: string;
  /** Reports the copy's outcome with the spec's texts, e.g. as a toast (useToasts().show fits). */
  onNotify: (tone: ToastTone, message: string) => void;
}

/** Spec §2 Share modal: the link and a Copy Link button; also where a failed native share falls back to. */
export function ShareDialog({ open, onOpenChange, url, onNotify }: ShareDialogProps) {
  return (
    <Dialog title="Share" open={open} onOpenChange={onOpenChange}>
      {open && <ShareDialogBody url={url} onNotify={onNotify} />}
    </Dialog>
  );
}

function ShareDialogBody({ url, onNotify }: Pick<ShareDialogProps, 'url' | 'onNotify'>) {
  const field = useRef<HTMLInputElement>(null);
  // The modal hides the rest of the page from assistive technology (toasts included), so the outcome is
  // also announced from inside it.
  const [status, setStatus] = useState('');

  const report = (tone: ToastTone, message: string) => {
    setStatus(message);
    onNotify(tone, message);
  };

  const copy = async () => {
    try {
      // Missing outside secure contexts (plain http) and in some embedded browsers.
      if (typeof navigator.clipboard?.writeText !== 'function') throw new Error('No clipboard access');
      await navigator.clipboard.writeText(url);
      report('success', MESSAGES.linkCopied);
    } catch {
      // Selected and focused, the link is one copy shortcut (or the phone's Copy) away.
      field.current?.focus();
      field.current?.select();
      report('error', MESSAGES.linkCopyFailed);
    }
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
      <p role="status" className="ui-visually-hidden">
        {status}
      </p>
    </div>
  );
}
