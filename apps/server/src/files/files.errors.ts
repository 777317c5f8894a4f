export const FileErrorCode = {
  NotFound: 'FILE_NOT_FOUND',
  TooLarge: 'FILE_TOO_LARGE',
  TypeNotAllowed: 'FILE_TYPE_NOT_ALLOWED',
  Missing: 'FILE_MISSING',
} as const;
