export const UserErrorCode = {
  UsernameTaken: 'USER_USERNAME_TAKEN',
  EmailTaken: 'USER_EMAIL_TAKEN',
  NotFound: 'USER_NOT_FOUND',
  CurrentPasswordRequired: 'USER_CURRENT_PASSWORD_REQUIRED',
  CurrentPasswordWrong: 'USER_CURRENT_PASSWORD_WRONG',
} as const;
