import { LIMITS } from './limits';

// Texts that users see, exactly as the product spec words them, shared by the server and the client.
export const VALIDATION_MESSAGES = {
  profileNeedsOneField: 'At least one field (email, password, display name) is required',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: `Password must be at least ${LIMITS.passwordMin} characters long`,
  displayNameBlank: 'Display name cannot be empty',
  projectNameRequired: 'Please enter a project name to continue.',
  answerRequired: 'Please answer the current question before proceeding.',
  answerTooLong: `Please keep your answer to ${LIMITS.answerMax} characters or less (about 100 words).`,
  memoryTypeRequired: 'Please select a memory type.',
  projectNameTooLong: `Please keep the project name to ${LIMITS.projectNameMax} characters or less.`,
  messageTooLong: `Please keep your message to ${LIMITS.messageMax} characters or less.`,
  messageRequired: 'Please enter a message.',
  noteRequired: 'Please write something before adding a note.',
  conversationRequiredForNote: 'Please start or select a conversation before adding a note.',
  titleRequired: 'Please enter a title.',
  titleTooLong: `Please keep the title to ${LIMITS.titleMax} characters or less.`,
  currentPasswordRequired: 'Please enter your current password to change your password or email.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordTooCommon: 'This password is too common. Please choose a less common one.',
  // Not in the spec: issue 24 (the writer's time zone, and a day asked for by date).
  timeZoneUnknown: 'Please choose a time zone from the list, such as Europe/Lisbon.',
  aiMemoryNotBoolean: 'Memory is either on (true) or off (false).',
  // Not in the spec: issue 23 (Ask your journal), worded like the spec's message limits.
  journalQuestionRequired: 'Please enter a question.',
  journalQuestionTooLong: `Please keep your question to ${LIMITS.journalQuestionMax} characters or less.`,
  dayInvalid: 'Please give a day as YYYY-MM-DD, such as 2026-03-14.',
  monthInvalid: 'Please give a month as YYYY-MM, such as 2026-03.',
  // Not in the spec: issue 26 §1 (personal access tokens).
  accessTokenNameRequired: 'Please give the token a name.',
  accessTokenNameTooLong: `Please keep the token's name to ${LIMITS.accessTokenNameMax} characters or less.`,
  accessTokenScopesRequired: 'Please choose what the token may do: READ, or READ and WRITE.',
  accessTokenDaysInvalid: `A token lasts 1 to ${LIMITS.accessTokenDaysMax} days, or never expires.`,
} as const;
