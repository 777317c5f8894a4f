export const ShareErrorCode = {
  /** Not shared, not yours, or not there: one answer for all three, so a viewer learns nothing. */
  NotFound: 'SHARED_POST_NOT_FOUND',
  /** A real share link past the expiry its owner chose. */
  Expired: 'SHARE_EXPIRED',
} as const;
