import { codesOf, defineErrors } from 'src/common/errors/error-declarations';

export const REVIEW_ERRORS = defineErrors({
  NotFound: { code: 'REVIEW_NOT_FOUND', graphql: 'NOT_FOUND', status: 404 },
});

export const ReviewErrorCode = codesOf(REVIEW_ERRORS);

declare module 'src/common/errors/error-table' {
  interface DomainErrorRegistry {
    reviews: typeof REVIEW_ERRORS;
  }
}
