import { Button } from '@app/ui';
import type { AccessTokenItem } from '@/features/access-tokens/useAccessTokens';
import { formatDate } from '@/shared/format-date';
import { MESSAGES } from '@/shared/messages';

export interface AccessTokenRowProps {
  token: AccessTokenItem;
  onRevoke: (token: AccessTokenItem) => void;
}

/** What a token may do, in words. */
export function scopeLabel(token: Pick<AccessTokenItem, 'scopes'>): string {
  return token.scopes.includes('WRITE') ? 'Read and write' : 'Read only';
}

function expiryText(token: AccessTokenItem): string {
  if (token.expired) return MESSAGES.expired;
  return token.expiresAt ? MESSAGES.expiresOn(formatDate(token.expiresAt)) : MESSAGES.neverExpires;
}

/** One token: its name, access, when it was created and last used, its expiry, and Revoke. */
export function AccessTokenRow({ token, onRevoke }: AccessTokenRowProps) {
  return (
    <li className="ui-card">
      <h3 className="ui-card__title">{token.name}</h3>
      <p className="ui-card__meta">
        {scopeLabel(token)}
        {' · Created '}
        <time dateTime={token.createdAt}>{formatDate(token.createdAt)}</time>
        {' · '}
        {token.lastUsedAt ? (
          <>
            {'Last used '}
            <time dateTime={token.lastUsedAt}>{formatDate(token.lastUsedAt)}</time>
          </>
        ) : (
          'Never used'
        )}
      </p>
      <p className={token.expired ? 'ui-card__meta ui-card__meta--alert' : 'ui-card__meta'}>
        {expiryText(token)}
      </p>
      <div className="ui-card__actions">
        <Button variant="secondary" className="ui-card__danger" onClick={() => onRevoke(token)}>
          Revoke<span className="ui-visually-hidden">: {token.name}</span>
        </Button>
      </div>
    </li>
  );
}
