import { Button } from '@app/ui';

export interface SecretNoticeProps {
  secret: string;
  onCopy: (secret: string) => void;
  onDone: () => void;
}

/** The signing secret of the webhook just made: shown this once, with Copy. */
export function SecretNotice({ secret, onCopy, onDone }: SecretNoticeProps) {
  return (
    <section className="webhook-secret">
      <h3 className="webhook-form__title">Signing secret</h3>
      <p className="webhook-secret__hint">
        Your receiver checks each delivery's signature with it. It is shown only now.
      </p>
      <code className="webhook-secret__value" tabIndex={0} aria-label="Signing secret">
        {secret}
      </code>
      <div className="webhook-row__actions">
        <Button onClick={() => onCopy(secret)}>Copy secret</Button>
        <Button variant="secondary" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}
