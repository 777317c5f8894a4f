export const AuthErrorCode = {
  InvalidCredentials: 'AUTH_INVALID_CREDENTIALS',
  AuthenticationRequired: 'AUTH_REQUIRED',
  InvalidToken: 'AUTH_INVALID_TOKEN',
  InvalidResetToken: 'AUTH_INVALID_RESET_TOKEN',
} as const;
