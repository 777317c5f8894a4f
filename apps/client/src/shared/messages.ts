// Texts users see, worded exactly as the product spec (section 8) words them. Keep them here, not inline.
export const MESSAGES = {
  loginFailed: (reason: string | undefined) => `Login failed: ${reason || 'Unknown error'}`,
  loginError: 'Error logging in.',
  registerError: 'Error registering user.',
  registerSuccess: 'Registration successful! Please log in.',
  greeting: (name: string) => `Hi, ${name}`,
  welcome: "Welcome, let's get started!",
  resetEmailSent: 'Password reset email sent. Check your inbox.',
  resetEmailError: 'Error sending reset email.',
  passwordUpdated: 'Password updated successfully! Please log in.',
  passwordUpdateError: 'Error updating password.',
  configLoading: 'Loading Flexi-Features configuration...',
  configError: (reason: string) => `Error loading Flexi-Features configuration: ${reason}`,
  routerError: 'Unexpected Application Error!',
  chatDisabled: 'Chat Flexi-Feature is disabled.',
  getStarted: 'Get started by answering questions below or click the menu icon for other options.',
  conversationStarted: 'Answer received, conversation started!',
  startConversationError: (reason: string) => `Error starting conversation: ${reason}`,
  continueConversationError: (reason: string) => `Error sending message: ${reason}`,
  retryReplyError: (reason: string) => `Error retrying reply: ${reason}`,
  noteFailed: (reason: string | undefined) => `Failed to add note: ${reason || 'Unknown error'}`,
  noteError: (reason: string | undefined) => `Error adding note: ${reason || 'Network or server error'}`,
  networkError: 'Error connecting to server',
  profileFetchFailed: (reason: string) => `Failed to fetch profile: ${reason}`,
  profileFetchError: 'Error fetching profile',
  profileUpdateError: 'Error updating profile',
  profileUpdated: 'Profile updated successfully',
} as const;

export const DEFAULT_APP_NAME = 'Flexi';
export const DEFAULT_USER_NAME = 'User';

// Spec §9: reset and forgot-password messages clear after 5 s; a successful reset returns to login after 3 s.
export const STATUS_MESSAGE_MS = 5_000;
export const RESET_REDIRECT_MS = 3_000;
// Spec §9: the acknowledgment after the first reply shows for 3 s.
export const ACKNOWLEDGMENT_MS = 3_000;
