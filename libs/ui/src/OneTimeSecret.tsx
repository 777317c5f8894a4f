import './OneTimeSecret.css';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { TextField } from './TextField';

export interface OneTimeSecretProps {
  /** The heading over it, e.g. "Your new token". */
  title: string;
  /** The secret's field label, by which it is found and read out. */
  label: string;
  /** Why it matters now: it will not be shown again. */
  warning: string;
  value: string;
  /** Copies the value; resolves to true when it was copied (the button then reads "Copied"). */
  onCopy: (value: string) => Promise<boolean>;
  onDone: () => void;
}

/**
 * A secret the server shows only once (an access token, a signing secret): the plain warning, the value in a
 * read-only field that selects itself, Copy and Done. Copying is confirmed in place, never by a toast, which
 * would cover the dialog's buttons on a phone while the secret is still being handled.
 */
export function OneTimeSecret({ title, label, warning, value, onCopy, onDone }: OneTimeSecretProps) {
  const titleId = useId();
  const copyButton = useRef<HTMLButtonElement>(null);
  const [copied, setCopied] = useState(false);
  // The warning and the value are what matter now: focus goes to Copy, right after them.
  useEffect(() => copyButton.current?.focus(), []);

  return (
    <section className="ui-one-time-secret" aria-labelledby={titleId}>
      <h3 id={titleId} className="ui-one-time-secret__title">
        {title}
      </h3>
      <Alert tone="info">{warning}</Alert>
      <TextField
        label={label}
        className="ui-one-time-secret__value"
        value={value}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="ui-one-time-secret__actions">
        <Button ref={copyButton} onClick={() => void onCopy(value).then(setCopied)}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}
