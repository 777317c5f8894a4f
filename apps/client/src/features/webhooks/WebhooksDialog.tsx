import { useState } from 'react';
import { Alert, AlertDialog, Dialog, OneTimeSecret, SkeletonList } from '@app/ui';
import type { ToastTone } from '@app/ui';
import { CreateWebhookForm } from '@/features/webhooks/CreateWebhookForm';
import { WebhookRow } from '@/features/webhooks/WebhookRow';
import type { WebhookItem, WebhookOutcome } from '@/features/webhooks/useWebhooks';
import { useWebhookActions, useWebhooks } from '@/features/webhooks/useWebhooks';
import { copyToClipboard } from '@/shared/clipboard';
import { MESSAGES } from '@/shared/messages';
import '@/features/webhooks/webhooks.css';

export interface WebhooksDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Reports an outcome as a toast: useToasts().show fits. */
  onNotify: (tone: ToastTone, message: string) => void;
}

/** The menu's Webhooks: add one (its secret shown once), see each one's state and deliveries, change, delete. */
export function WebhooksDialog({ open, onOpenChange, onNotify }: WebhooksDialogProps) {
  return (
    <Dialog title="Webhooks" open={open} onOpenChange={onOpenChange} className="history-dialog">
      {open && <WebhooksBody onNotify={onNotify} />}
    </Dialog>
  );
}

function WebhooksBody({ onNotify }: Pick<WebhooksDialogProps, 'onNotify'>) {
  const webhooks = useWebhooks();
  const actions = useWebhookActions();
  const [secret, setSecret] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<WebhookItem | null>(null);
  // The modal hides the page's toasts from assistive technology, so outcomes are also announced in here.
  const [status, setStatus] = useState('');

  const report = (outcome: WebhookOutcome) => {
    setStatus(outcome.message);
    onNotify(outcome.ok ? 'success' : 'error', outcome.message);
  };

  const create: typeof actions.createWebhook = async (url, events) => {
    const outcome = await actions.createWebhook(url, events);
    if (outcome.ok && outcome.secret) setSecret(outcome.secret);
    // The secret shown in the panel is the confirmation; a toast would cover its buttons on a phone.
    if (outcome.ok) setStatus(outcome.message);
    return outcome;
  };

  // Success is said in the panel (Copy reads Copied, and it is announced), not by a toast.
  const copySecret = async (value: string): Promise<boolean> => {
    if (await copyToClipboard(value)) {
      setStatus(MESSAGES.webhookSecretCopied);
      return true;
    }
    report({ ok: false, message: MESSAGES.webhookSecretCopyFailed });
    return false;
  };

  if (webhooks.error) return <Alert tone="error">{webhooks.error}</Alert>;
  if (webhooks.loading) return <SkeletonList label="Loading webhooks" rows={2} />;

  return (
    <div className="history webhooks">
      <p className="webhooks__intro">{MESSAGES.webhooksIntro}</p>
      {secret ? (
        <OneTimeSecret
          title="Your signing secret"
          label="Signing secret"
          warning={MESSAGES.webhookSecretShownOnce}
          value={secret}
          onCopy={copySecret}
          onDone={() => setSecret(null)}
        />
      ) : (
        <CreateWebhookForm onCreate={create} />
      )}
      {webhooks.items.length === 0 ? (
        <p className="history-empty">{MESSAGES.webhooksEmpty}</p>
      ) : (
        <ul className="ui-card-list" aria-label="Your webhooks">
          {webhooks.items.map((webhook) => (
            <WebhookRow
              key={webhook.id}
              webhook={webhook}
              onUpdate={actions.updateWebhook}
              onDelete={setPendingDelete}
              onOutcome={report}
            />
          ))}
        </ul>
      )}
      <p role="status" className="ui-visually-hidden">
        {status}
      </p>
      <AlertDialog
        open={pendingDelete !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setPendingDelete(null);
        }}
        title="Delete webhook?"
        description={
          pendingDelete
            ? `${pendingDelete.url} will be sent nothing more, and its deliveries are deleted with it.`
            : ''
        }
        cancelLabel="Cancel"
        actionLabel="Delete"
        destructive
        onAction={() => {
          if (pendingDelete) void actions.deleteWebhook(pendingDelete.id).then(report);
        }}
      />
    </div>
  );
}
