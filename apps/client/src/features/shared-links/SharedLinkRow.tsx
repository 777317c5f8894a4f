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
    <li className="ui-card">
      <h3 className="ui-card__title">{link.projectName}</h3>
      <p className="ui-card__meta">
        {what}
        {link.sharedAt && (
          <>
            {' · Shared '}
            <time dateTime={link.sharedAt}>{formatDate(link.sharedAt)}</time>
          </>
        )}
      </p>
      <p className={link.expired ? 'ui-card__meta ui-card__meta--alert' : 'ui-card__meta'}>
        {expiryLabel(link)}
      </p>
      <div className="ui-card__actions">
        {/* shared-link__open: where focus goes after a revoke (SharedLinksDialog). */}
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
        <Button variant="secondary" className="ui-card__danger" onClick={() => onRevoke(link)}>
          Revoke{about}
        </Button>
      </div>
    </li>
  );
}
