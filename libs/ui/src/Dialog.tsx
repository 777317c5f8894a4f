import './Dialog.css';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
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
  const openedFrom = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-dialog__overlay" />
        <RadixDialog.Content
          className={['ui-dialog', className].filter(Boolean).join(' ')}
          // Radix focuses the first focusable element (the close button); a field marked data-autofocus (the
          // search box) is what the dialog exists for, so it gets the focus instead.
          onOpenAutoFocus={(event) => {
            // Radix returns focus only to a Dialog.Trigger; a dialog opened from elsewhere (a menu item, a
            // button in a list) hands it back to whatever had it, so keyboard users keep their place.
            openedFrom.current = focusReturnTarget(document.activeElement);
            const preferred = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
              '[data-autofocus]',
            );
            if (!preferred) return;
            event.preventDefault();
            preferred.focus();
          }}
          // A modal keeps focus inside anyway; closing when focus briefly lands outside would shut a dialog
          // opened from a menu item the moment the closing menu hands focus back to its button.
          onFocusOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            const previous = openedFrom.current;
            openedFrom.current = null;
            if (trigger || !previous?.isConnected) return;
            event.preventDefault();
            previous.focus();
          }}
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

/**
 * Where focus goes back to when the dialog closes: the element that had it, or, when that is an item of a menu
 * (which is gone by then), the button that opened the menu (Radix labels a menu by its trigger).
 */
function focusReturnTarget(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement)) return null;
  const triggerId = active.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  const trigger = triggerId ? document.getElementById(triggerId) : null;
  return trigger ?? active;
}
