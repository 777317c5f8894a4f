import { useState } from 'react';
import { Alert, AlertDialog, Dialog, OneTimeSecret, SkeletonList } from '@app/ui';
import type { ToastTone } from '@app/ui';
import { AccessTokenRow } from '@/features/access-tokens/AccessTokenRow';
import { CreateTokenForm } from '@/features/access-tokens/CreateTokenForm';
import {
  useAccessTokens,
  useCreateAccessToken,
  useRevokeAccessToken,
} from '@/features/access-tokens/useAccessTokens';
import type { AccessTokenItem, NewToken } from '@/features/access-tokens/useAccessTokens';
import { copyToClipboard } from '@/shared/clipboard';
import { MESSAGES } from '@/shared/messages';
import '@/features/access-tokens/access-tokens.css';

export interface AccessTokensDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Reports an outcome (created, copied, revoked, failed) as a toast: useToasts().show fits. */
  onNotify: (tone: ToastTone, message: string) => void;
}

/** The menu's Access tokens: what a token can do, a form to create one (shown once), the list, Revoke. */
export function AccessTokensDialog({ open, onOpenChange, onNotify }: AccessTokensDialogProps) {
  return (
    <Dialog title="Access tokens" open={open} onOpenChange={onOpenChange} className="history-dialog">
      {open && <AccessTokensBody onNotify={onNotify} />}
    </Dialog>
  );
}

function AccessTokensBody({ onNotify }: Pick<AccessTokensDialogProps, 'onNotify'>) {
  const tokens = useAccessTokens();
  const { create, creating } = useCreateAccessToken();
  const revoke = useRevokeAccessToken();
  const [secret, setSecret] = useState<string | null>(null);
  const [pendingRevoke, setPendingRevoke] = useState<AccessTokenItem | null>(null);
  // The modal hides the page's toasts from assistive technology, so outcomes are also announced in here.
  const [status, setStatus] = useState('');

  const report = (tone: ToastTone, message: string) => {
    setStatus(message);
    onNotify(tone, message);
  };

  const onCreate = async (request: NewToken): Promise<boolean> => {
    const outcome = await create(request);
    if (outcome.ok) setSecret(outcome.token);
    else report('error', outcome.message);
    return outcome.ok;
  };

  // Success is said in the panel (Copy reads Copied, and it is announced), not by a toast.
  const copy = async (token: string): Promise<boolean> => {
    if (await copyToClipboard(token)) {
      setStatus(MESSAGES.accessTokenCopied);
      return true;
    }
    report('error', MESSAGES.accessTokenCopyFailed);
    return false;
  };

  const confirmRevoke = async (token: AccessTokenItem) => {
    const outcome = await revoke(token);
    report(outcome.ok ? 'success' : 'error', outcome.message);
  };

  return (
    <div className="history access-tokens">
      <p className="access-tokens__intro">{MESSAGES.accessTokensIntro}</p>
      {secret ? (
        <OneTimeSecret
          title="Your new token"
          label="New access token"
          warning={MESSAGES.accessTokenShownOnce}
          value={secret}
          onCopy={copy}
          onDone={() => setSecret(null)}
        />
      ) : (
        <CreateTokenForm creating={creating} onCreate={onCreate} />
      )}
      <h3 className="access-tokens__heading">Your tokens</h3>
      {tokens.error ? (
        <Alert tone="error">{tokens.error}</Alert>
      ) : tokens.loading ? (
        <SkeletonList label="Loading access tokens" rows={2} />
      ) : tokens.items.length === 0 ? (
        <p className="history-empty">{MESSAGES.accessTokensEmpty}</p>
      ) : (
        <ul className="ui-card-list" aria-label="Access tokens">
          {tokens.items.map((token) => (
            <AccessTokenRow key={token.id} token={token} onRevoke={setPendingRevoke} />
          ))}
        </ul>
      )}
      <p role="status" className="ui-visually-hidden">
        {status}
      </p>
      <AlertDialog
        open={pendingRevoke !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setPendingRevoke(null);
        }}
        title="Revoke token?"
        description={
          pendingRevoke
            ? `“${pendingRevoke.name}” will stop working at once for every program that uses it. This cannot be undone.`
            : ''
        }
        cancelLabel="Cancel"
        actionLabel="Revoke"
        destructive
        onAction={() => {
          if (pendingRevoke) void confirmRevoke(pendingRevoke);
        }}
      />
    </div>
  );
}
