// Texts users see, worded exactly as the product spec (section 8) words them. Keep them here, not inline.
export const MESSAGES = {
  loginFailed: (reason: string | undefined) => `Login failed: ${reason || 'Unknown error'}`,
  loginError: 'Error logging in.',
  registerError: 'Error registering user.',
  registerSuccess: 'Registration successful! Please log in.',
  greeting: (name: string) => `Hi, ${name}`,
  welcome: "Welcome, let's get started!",
} as const;

export const DEFAULT_APP_NAME = 'Flexi';
export const DEFAULT_USER_NAME = 'User';
