// Texts that users see, exactly as the product spec words them, shared by the server and the client.
export const VALIDATION_MESSAGES = {
  profileNeedsOneField: 'At least one field (email, password, display name) is required',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 6 characters long',
  displayNameBlank: 'Display name cannot be empty',
  projectNameRequired: 'Please enter a project name to continue.',
  answerRequired: 'Please answer the current question before proceeding.',
  answerTooLong: 'Please keep your answer to 600 characters or less (about 100 words).',
  memoryTypeRequired: 'Please select a memory type.',
  projectNameTooLong: 'Please keep the project name to 100 characters or less.',
  messageTooLong: 'Please keep your message to 600 characters or less.',
  messageRequired: 'Please enter a message.',
  noteRequired: 'Please write something before adding a note.',
  conversationRequiredForNote: 'Please start or select a conversation before adding a note.',
} as const;
