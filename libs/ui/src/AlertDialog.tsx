import './Dialog.css';
import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';

export interface AlertDialogProps {
  title: string;
  /** The message that needs acknowledging. */
  description: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  actionLabel?: string;
  onAction?: () => void;
  /** When given, a cancel button is shown (for confirmations such as deleting a conversation). */
  cancelLabel?: string;
  onCancel?: () => void;
  /** Styles the action as destructive. */
  destructive?: boolean;
}

// role="alertdialog": focus starts on the cancel button when there is one (the safe choice), else the action.
// Unlike Dialog it does not close on an outside click: it needs an explicit answer.
export function AlertDialog({
  title,
  description,
  open,
  onOpenChange,
  trigger,
  actionLabel = 'OK',
  onAction,
  cancelLabel,
  onCancel,
  destructive = false,
}: AlertDialogProps) {
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixAlertDialog.Trigger asChild>{trigger}</RadixAlertDialog.Trigger>}
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className="ui-dialog__overlay" />
        <RadixAlertDialog.Content className="ui-dialog ui-dialog--alert">
          <RadixAlertDialog.Title className="ui-dialog__title">{title}</RadixAlertDialog.Title>
          <RadixAlertDialog.Description className="ui-dialog__description">
            {description}
          </RadixAlertDialog.Description>
          <div className="ui-dialog__actions">
            {cancelLabel && (
              <RadixAlertDialog.Cancel className="ui-button ui-button--secondary" onClick={onCancel}>
                {cancelLabel}
              </RadixAlertDialog.Cancel>
            )}
            <RadixAlertDialog.Action
              className={['ui-button', destructive ? 'ui-button--danger' : 'ui-button--primary'].join(' ')}
              onClick={onAction}
            >
              {actionLabel}
            </RadixAlertDialog.Action>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
