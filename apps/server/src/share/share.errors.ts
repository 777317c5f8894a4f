import { codesOf, defineErrors } from 'src/common/errors/error-declarations';

export const SHARE_ERRORS = defineErrors({
  /** Not shared, not yours, or not there: one answer for all three, so a viewer learns nothing. */
  NotFound: { code: 'SHARED_POST_NOT_FOUND', graphql: 'NOT_FOUND', status: 404 },
  /** A real share link past the expiry its owner chose. */
  Expired: { code: 'SHARE_EXPIRED', graphql: 'NOT_FOUND', status: 404 },
  /** A real share link its owner has since revoked (and not shared again). */
  Revoked: { code: 'SHARE_REVOKED', graphql: 'NOT_FOUND', status: 404 },
});

export const ShareErrorCode = codesOf(SHARE_ERRORS);

declare module 'src/common/errors/error-table' {
  interface DomainErrorRegistry {
    share: typeof SHARE_ERRORS;
  }
}
