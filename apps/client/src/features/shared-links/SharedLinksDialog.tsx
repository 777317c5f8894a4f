import { useEffect, useRef, useState } from 'react';
import { Alert, AlertDialog, Button, Dialog, SkeletonList } from '@app/ui';
import type { ToastTone } from '@app/ui';
import { shareLinkFor } from '@/features/share/share-link';
import type { SharedLinkItem } from '@/features/shared-links/useSharedLinks';
import { SharedLinkRow, sharedWhat } from '@/features/shared-links/SharedLinkRow';
import { useRevokeSharedLink, useSharedLinks } from '@/features/shared-links/useSharedLinks';
import { copyToClipboard } from '@/shared/clipboard';
import { MESSAGES } from '@/shared/messages';

export interface SharedLinksDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Reports an outcome (copied, revoked, failed) as a toast: useToasts().show fits. */
  onNotify: (tone: ToastTone, message: string) => void;
  /** Where the links point; defaults to this page's origin (spec §2). */
  origin?: string;
}

/** The links the user shares, newest first, each to open, copy or revoke (the menu's Shared links). */
export function SharedLinksDialog({ open, onOpenChange, ...bodyProps }: SharedLinksDialogProps) {
  return (
    <Dialog title="Shared links" open={open} onOpenChange={onOpenChange} className="history-dialog">
      {open && <SharedLinksBody {...bodyProps} />}
    </Dialog>
  );
}

function SharedLinksBody({ onNotify, origin }: Omit<SharedLinksDialogProps, 'open' | 'onOpenChange'>) {
  const shares = useSharedLinks();
  const { revoke } = useRevokeSharedLink();
  const [pendingRevoke, setPendingRevoke] = useState<SharedLinkItem | null>(null);
  // The modal hides the page's toasts from assistive technology, so outcomes are also announced in here.
  const [status, setStatus] = useState('');
  const list = useRef<HTMLUListElement>(null);
  const empty = useRef<HTMLParagraphElement>(null);
  // After a revoke the row (and its focused button) is gone: focus moves to the row now in its place, once the
  // list without it has rendered.
  const focusRow = useRef<number | null>(null);

  useEffect(() => {
    const row = focusRow.current;
    if (row === null) return;
    focusRow.current = null;
    const opens = list.current?.querySelectorAll<HTMLElement>('.shared-link__open') ?? [];
    (opens[Math.min(row, opens.length - 1)] ?? empty.current)?.focus();
  }, [shares.items]);

  const report = (tone: ToastTone, message: string) => {
    setStatus(message);
    onNotify(tone, message);
  };

  const urlOf = (link: SharedLinkItem) => shareLinkFor(origin ?? window.location.origin, link);

  const copy = async (url: string) => {
    if (await copyToClipboard(url)) report('success', MESSAGES.linkCopied);
    else report('error', MESSAGES.listLinkCopyFailed);
  };

  const confirmRevoke = async (link: SharedLinkItem) => {
    // Set before the call: the cache drops the row (and the list re-renders) before the call resolves.
    focusRow.current = Math.max(
      shares.items.findIndex((item) => item.entryId === link.entryId),
      0,
    );
    const outcome = await revoke(link);
    if (!outcome.ok) focusRow.current = null;
    report(outcome.ok ? 'success' : 'error', outcome.message);
  };

  const loadMore = async () => {
    const failure = await shares.loadMore();
    if (failure) report('error', failure);
  };

  const announcer = (
    <p role="status" className="ui-visually-hidden">
      {status}
    </p>
  );

  if (shares.error) return <Alert tone="error">{shares.error}</Alert>;
  if (shares.loading) return <SkeletonList label="Loading shared links" rows={2} />;

  return (
    <div className="history shared-links">
      {shares.items.length === 0 ? (
        <p ref={empty} className="history-empty" tabIndex={-1}>
          {MESSAGES.sharedLinksEmpty}
        </p>
      ) : (
        <ul ref={list} className="ui-card-list" aria-label="Shared links">
          {shares.items.map((link) => (
            <SharedLinkRow
              key={link.entryId}
              link={link}
              url={urlOf(link)}
              onCopy={(url) => void copy(url)}
              onRevoke={setPendingRevoke}
            />
          ))}
        </ul>
      )}
      {shares.hasMore && (
        <Button
          variant="secondary"
          className="history-more"
          disabled={shares.loadingMore}
          aria-busy={shares.loadingMore || undefined}
          onClick={() => void loadMore()}
        >
          Load more
        </Button>
      )}
      {announcer}
      <AlertDialog
        open={pendingRevoke !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setPendingRevoke(null);
        }}
        title="Revoke link?"
        description={
          pendingRevoke
            ? `The link to “${pendingRevoke.projectName}” (${sharedWhat(pendingRevoke).toLowerCase()}) will stop working for everyone who has it. You can share it again later.`
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
