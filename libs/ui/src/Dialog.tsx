import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Alert } from './Alert';
import type { AlertTone } from './Alert';

export interface DialogProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog when pressed (rendered as is, through Radix's asChild). */
  trigger?: ReactNode;
  closeLabel?: string;
  className?: string;
  /**
   * The outcome of something done in the dialog. It is shown inside: while a modal dialog is open the rest of
   * the page is hidden from assistive technology and may sit under it, so a page-level toast would go unheard.
   */
  notice?: DialogNotice | null;
  onDismissNotice?: () => void;
}

export interface DialogNotice {
  tone: AlertTone;
  message: string;
}

// Radix traps focus, closes on Escape and on an outside click, and returns focus to the trigger.
export function Dialog({
  title,
  description,
  children,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  closeLabel = 'Close',
  className,
  notice,
  onDismissNotice,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-dialog__overlay" />
        <RadixDialog.Content
          className={['ui-dialog', className].filter(Boolean).join(' ')}
          // Without a description Radix would point aria-describedby at nothing (and warn).
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="ui-dialog__header">
            <RadixDialog.Title className="ui-dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="ui-dialog__close" aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className="ui-dialog__description">
              {description}
            </RadixDialog.Description>
          )}
          {notice && (
            <Alert tone={notice.tone} onDismiss={onDismissNotice} className="ui-dialog__notice">
              {notice.message}
            </Alert>
          )}
          <div className="ui-dialog__body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
