import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

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
          <div className="ui-dialog__body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
