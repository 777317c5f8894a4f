export const ShareErrorCode = {
  /** Not shared, not yours, or not there: one answer for all three, so a viewer learns nothing. */
  NotFound: 'SHARED_POST_NOT_FOUND',
} as const;
