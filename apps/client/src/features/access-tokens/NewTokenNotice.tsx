import { useEffect, useRef, useState } from 'react';
import { Alert, Button, TextField } from '@app/ui';
import { MESSAGES } from '@/shared/messages';

export interface NewTokenNoticeProps {
  token: string;
  /** Copies the token; true when it was copied. */
  onCopy: (token: string) => Promise<boolean>;
  onDone: () => void;
}

/** The new token, shown this once: selectable text, a Copy button, and the plain warning. */
export function NewTokenNotice({ token, onCopy, onDone }: NewTokenNoticeProps) {
  const copyButton = useRef<HTMLButtonElement>(null);
  const [copied, setCopied] = useState(false);
  // The warning and the token are what matter now: focus goes to Copy, right after them.
  useEffect(() => copyButton.current?.focus(), []);

  return (
    <section className="access-tokens__new" aria-labelledby="new-access-token-title">
      <h3 id="new-access-token-title" className="access-tokens__heading">
        Your new token
      </h3>
      <Alert tone="info">{MESSAGES.accessTokenShownOnce}</Alert>
      <TextField
        label="New access token"
        className="access-tokens__secret"
        value={token}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="access-tokens__actions">
        <Button ref={copyButton} onClick={() => void onCopy(token).then(setCopied)}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}
