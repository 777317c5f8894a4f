import { Button } from '@app/ui';
import { expiryLabel } from '@/features/share/share-expiry';
import type { SharedLinkItem } from '@/features/shared-links/useSharedLinks';
import { formatDate } from '@/shared/format-date';

export interface SharedLinkRowProps {
  link: SharedLinkItem;
  /** The link to open and copy (see shareLinkFor). */
  url: string;
  onCopy: (url: string) => void;
  onRevoke: (link: SharedLinkItem) => void;
}

/** What a link shows, as users count: the opening, Continuation 1 for the first continuation, or a note. */
export function sharedWhat(link: Pick<SharedLinkItem, 'kind' | 'continuationIndex'>): string {
  switch (link.kind) {
    case 'opening':
      return 'The opening';
    case 'continuation':
      return `Continuation ${(link.continuationIndex ?? 0) + 1}`;
    case 'note':
      return 'A note';
  }
}

/** One share link: project, what it shows, when it was shared, its expiry, and Open, Copy link and Revoke. */
export function SharedLinkRow({ link, url, onCopy, onRevoke }: SharedLinkRowProps) {
  const what = sharedWhat(link);
  // Spoken after each action's name, so a screen reader's list of buttons says which link each acts on.
  const about = <span className="ui-visually-hidden">: {`${link.projectName}, ${what}`}</span>;

  return (
    <li className="shared-link">
      <h3 className="shared-link__title">{link.projectName}</h3>
      <p className="shared-link__meta">
        {what}
        {link.sharedAt && (
          <>
            {' · Shared '}
            <time dateTime={link.sharedAt}>{formatDate(link.sharedAt)}</time>
          </>
        )}
      </p>
      <p className={['shared-link__expiry', link.expired ? 'shared-link__expiry--expired' : ''].join(' ')}>
        {expiryLabel(link)}
      </p>
      <div className="shared-link__actions">
        <a
          className="ui-button ui-button--secondary shared-link__open"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
        >
          Open{about}
        </a>
        <Button variant="secondary" onClick={() => onCopy(url)}>
          Copy link{about}
        </Button>
        <Button variant="secondary" className="shared-link__revoke" onClick={() => onRevoke(link)}>
          Revoke{about}
        </Button>
      </div>
    </li>
  );
}
