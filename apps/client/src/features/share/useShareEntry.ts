import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppConfig } from '@/features/white-label/app-config-context';
import { ShareEntryDocument } from '@/features/share/graphql/share.generated';
import { markShared } from '@/features/share/mark-shared';
import { UnshareEntryDocument } from '@/features/shared-links/graphql/shared-links.generated';
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
  /** The Share modal asks the writer to confirm before a link exists (no native sharing). */
  | { status: 'confirm' }
  /** The native share sheet completed. */
  | { status: 'shared'; url: string }
  /** The user dismissed the native share sheet: nothing to report (a link made for it is taken back). */
  | { status: 'cancelled'; url: string }
  /** No native sharing (or it failed): the Share modal is open with the link. */
  | { status: 'dialog'; url: string }
  /** A spec §5/§8 text to show as an alert. */
  | { status: 'error'; message: string };

/** Spread onto ShareDialog (with its onNotify). */
export interface ShareDialogState {
  open: boolean;
  /** `confirm`: no link yet, the writer chooses an expiry and creates it; `link`: the link to copy. */
  stage: ShareStage;
  url: string;
  /** The shared entry, whose link's expiry the modal can change. */
  entryId: string | null;
  /** When the link stops working as it stands (null: never); sharing again keeps a live link's expiry. */
  expiresAt: string | null;
  onOpenChange: (open: boolean) => void;
  /** Creates the link with this many days to live (null: never); answers a failure text, else null. */
  onConfirm: (expiresInDays: number | null) => Promise<string | null>;
}

export type ShareStage = 'confirm' | 'link';

/** The entry to share: its id and whether it has a live link already (sharing it again makes no new one). */
export interface ShareTarget {
  id: string | null | undefined;
  shared: boolean;
}

export interface UseShareEntryOptions {
  /** Where share links point; defaults to this page's origin (spec §2). */
  origin?: string;
}

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

/**
 * Shares one entry. A link exists only once the writer has asked for it: on a phone the native share sheet is
 * the confirmation (a link made for a sheet the writer dismisses is taken back); elsewhere the Share modal
 * first asks (expiry, then Create link) and shows the link after. An entry shared already opens on its link.
 * A native share that fails falls back to the modal with the link (spec §2).
 */
export function useShareEntry({ origin }: UseShareEntryOptions = {}) {
  const { appName } = useAppConfig();
  const [mutate, { loading }] = useMutation(ShareEntryDocument);
  const [unshare] = useMutation(UnshareEntryDocument);
  const [coolingDown, setCoolingDown] = useState(false);
  // Checked synchronously: a double click calls share twice before any state update lands.
  const busy = useRef({ coolingDown: false, inFlight: false });
  const [dialog, setDialog] = useState<Omit<ShareDialogState, 'onOpenChange' | 'onConfirm'>>({
    open: false,
    stage: 'link',
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
    setDialog({ open: true, stage: 'link', url, entryId, expiresAt });
    return { status: 'dialog', url };
  }, []);

  /** Makes (or, for a shared entry, reads) the entry's link; no expiresInDays keeps a live link's expiry. */
  const createLink = useCallback(
    async (entryId: string, expiresInDays?: number) => {
      const { data } = await mutate({
        variables: { entryId, ...(expiresInDays !== undefined && { expiresInDays }) },
        update: (cache) => markShared(cache, entryId, true),
      });
      if (!data) return null;
      return {
        url: shareLinkFor(origin ?? window.location.origin, data.shareEntry),
        expiresAt: data.shareEntry.expiresAt ?? null,
      };
    },
    [mutate, origin],
  );

  const share = useCallback(
    async (target: ShareTarget, texts: ShareTexts): Promise<ShareOutcome> => {
      const entryId = target.id;
      if (!entryId?.trim()) return { status: 'error', message: MESSAGES.shareInvalidId };
      if (busy.current.coolingDown || busy.current.inFlight) {
        return { status: 'error', message: MESSAGES.shareCooldown };
      }
      busy.current = { coolingDown: true, inFlight: true };
      setCoolingDown(true);

      const native = nativeShareFor(appName);
      if (!native && !target.shared) {
        busy.current.inFlight = false;
        setDialog({ open: true, stage: 'confirm', url: '', entryId, expiresAt: null });
        return { status: 'confirm' };
      }
      let link: Awaited<ReturnType<typeof createLink>>;
      try {
        link = await createLink(entryId);
        if (!link) return { status: 'error', message: MESSAGES.shareError };
      } catch (error) {
        return { status: 'error', message: failureText(error, MESSAGES.shareFailed, MESSAGES.shareError) };
      } finally {
        busy.current.inFlight = false;
      }

      if (!native) return openDialog(link.url, entryId, link.expiresAt);
      try {
        await native({ title: appName, text: shareText({ appName, ...texts, url: link.url }) });
        return { status: 'shared', url: link.url };
      } catch (error) {
        // AbortError: the user closed the sheet. Anything else (NotAllowedError once the click's activation
        // has lapsed during the request, an unsupported target...) falls back to the modal (spec §2).
        if (!isAbortError(error)) return openDialog(link.url, entryId, link.expiresAt);
        if (!target.shared) {
          // Best effort: should it fail, the link stays listed in Shared links, where it can be revoked.
          await unshare({
            variables: { entryId },
            update: (cache) => markShared(cache, entryId, false),
          }).catch(() => undefined);
        }
        return { status: 'cancelled', url: link.url };
      }
    },
    [appName, createLink, openDialog, unshare],
  );

  const onConfirm = useCallback(
    async (expiresInDays: number | null): Promise<string | null> => {
      const entryId = dialog.entryId;
      if (!entryId) return MESSAGES.shareInvalidId;
      try {
        const link = await createLink(entryId, expiresInDays ?? undefined);
        if (!link) return MESSAGES.shareError;
        openDialog(link.url, entryId, link.expiresAt);
        return null;
      } catch (error) {
        return failureText(error, MESSAGES.shareFailed, MESSAGES.shareError);
      }
    },
    [createLink, dialog.entryId, openDialog],
  );

  const onOpenChange = useCallback((open: boolean) => setDialog((current) => ({ ...current, open })), []);

  return {
    share,
    /** False during the cooldown and while a share is being recorded: disable the share buttons. */
    ready: !coolingDown && !loading,
    sharing: loading,
    dialog: { ...dialog, onOpenChange, onConfirm } satisfies ShareDialogState,
  };
}

/** The browser's share sheet when it can share text, else null (then the Share modal stands in). */
function nativeShareFor(appName: string): ((data: ShareData) => Promise<void>) | null {
  if (typeof navigator.share !== 'function') return null;
  if (typeof navigator.canShare === 'function' && !navigator.canShare({ title: appName, text: appName }))
    return null;
  return (data) => navigator.share(data);
}
