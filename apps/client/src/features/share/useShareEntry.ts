import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppConfig } from '@/features/white-label/app-config-context';
import { ShareEntryDocument } from '@/features/share/graphql/share.generated';
import { shareLinkFor } from '@/features/share/share-link';
import { shareText } from '@/features/share/share-text';
import { failureText } from '@/shared/graphql-error';
import { MESSAGES } from '@/shared/messages';

/**
 * Spec §4 asks for "a short cooldown" after a share without a figure. 1.5 s outlasts a double tap and the
 * native share sheet's opening (so one press never shares twice or stacks two sheets), yet is short enough
 * that a deliberate second share is hardly held up.
 */
export const SHARE_COOLDOWN_MS = 1_500;

/** What the share text quotes: the entry's words and its reply (null for a note). */
export interface ShareTexts {
  prompt: string;
  reply: string | null | undefined;
}

export type ShareOutcome =
  /** The native share sheet completed. */
  | { status: 'shared'; url: string }
  /** The user dismissed the native share sheet: nothing to report. */
  | { status: 'cancelled'; url: string }
  /** No native sharing (or it failed): the Share modal is open with the link. */
  | { status: 'dialog'; url: string }
  /** A spec §5/§8 text to show as an alert. */
  | { status: 'error'; message: string };

/** Spread onto ShareDialog (with its onNotify). */
export interface ShareDialogState {
  open: boolean;
  url: string;
  /** The shared entry, whose link's expiry the modal can change. */
  entryId: string | null;
  /** When the link stops working as it stands (null: never); sharing again keeps a live link's expiry. */
  expiresAt: string | null;
  onOpenChange: (open: boolean) => void;
}

export interface UseShareEntryOptions {
  /** Where share links point; defaults to this page's origin (spec §2). */
  origin?: string;
}

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

/**
 * Shares one entry: marks it shared on the server, then offers the link through the native share sheet,
 * falling back to the Share modal (spec §2) where there is none or it fails.
 */
export function useShareEntry({ origin }: UseShareEntryOptions = {}) {
  const { appName } = useAppConfig();
  const [mutate, { loading }] = useMutation(ShareEntryDocument);
  const [coolingDown, setCoolingDown] = useState(false);
  // Checked synchronously: a double click calls share twice before any state update lands.
  const busy = useRef({ coolingDown: false, inFlight: false });
  const [dialog, setDialog] = useState<Omit<ShareDialogState, 'onOpenChange'>>({
    open: false,
    url: '',
    entryId: null,
    expiresAt: null,
  });

  useEffect(() => {
    if (!coolingDown) return;
    const timer = setTimeout(() => {
      busy.current.coolingDown = false;
      setCoolingDown(false);
    }, SHARE_COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [coolingDown]);

  const openDialog = useCallback((url: string, entryId: string, expiresAt: string | null): ShareOutcome => {
    setDialog({ open: true, url, entryId, expiresAt });
    return { status: 'dialog', url };
  }, []);

  const share = useCallback(
    async (entryId: string | null | undefined, texts: ShareTexts): Promise<ShareOutcome> => {
      if (!entryId?.trim()) return { status: 'error', message: MESSAGES.shareInvalidId };
      if (busy.current.coolingDown || busy.current.inFlight) {
        return { status: 'error', message: MESSAGES.shareCooldown };
      }
      busy.current = { coolingDown: true, inFlight: true };
      setCoolingDown(true);

      let url: string;
      let expiresAt: string | null;
      try {
        // No expiresInDays: a link shared before keeps its expiry.
        const { data } = await mutate({ variables: { entryId } });
        if (!data) return { status: 'error', message: MESSAGES.shareError };
        url = shareLinkFor(origin ?? window.location.origin, data.shareEntry);
        expiresAt = data.shareEntry.expiresAt ?? null;
      } catch (error) {
        return { status: 'error', message: failureText(error, MESSAGES.shareFailed, MESSAGES.shareError) };
      } finally {
        busy.current.inFlight = false;
      }

      if (typeof navigator.share !== 'function') return openDialog(url, entryId, expiresAt);
      const shareData: ShareData = { title: appName, text: shareText({ appName, ...texts, url }) };
      if (typeof navigator.canShare === 'function' && !navigator.canShare(shareData))
        return openDialog(url, entryId, expiresAt);
      try {
        await navigator.share(shareData);
        return { status: 'shared', url };
      } catch (error) {
        // AbortError: the user closed the sheet. Anything else (NotAllowedError once the click's activation
        // has lapsed during the request, an unsupported target...) falls back to the modal (spec §2).
        if (isAbortError(error)) return { status: 'cancelled', url };
        return openDialog(url, entryId, expiresAt);
      }
    },
    [appName, mutate, openDialog, origin],
  );

  const onOpenChange = useCallback((open: boolean) => setDialog((current) => ({ ...current, open })), []);

  return {
    share,
    /** False during the cooldown and while a share is being recorded: disable the share buttons. */
    ready: !coolingDown && !loading,
    sharing: loading,
    dialog: { ...dialog, onOpenChange } satisfies ShareDialogState,
  };
}
