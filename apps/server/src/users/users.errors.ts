export const UserErrorCode = {
  UsernameTaken: 'USER_USERNAME_TAKEN',
  EmailTaken: 'USER_EMAIL_TAKEN',
  NotFound: 'USER_NOT_FOUND',
} as const;
