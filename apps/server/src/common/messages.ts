import { LIMITS } from '@app/schema';

// Server texts that users see, in one place. Validation texts shared with the client live in @app/schema.
export const MESSAGES = {
  registered: 'User registered successfully',
  loggedIn: 'Login successful',
  loggedOut: 'Logged out',
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'Username already exists',
  emailTaken: 'Email is already registered',
  authenticationRequired: 'Authentication required',
  invalidToken: 'Invalid or expired token',
  accessTokenLacksScope: (scope: string) => `This access token lacks the ${scope} scope.`,
  sessionRequired:
    'This needs your signed-in session: an access token cannot manage tokens or webhooks, change the password or email, or delete the account.',
  accessTokenNotFound: 'Access token not found',
  accessTokenRevoked: 'Access token revoked: it stops working at once.',
  accessTokensFull: (most: number) =>
    `You have ${most} access tokens, the most there can be. Revoke one you no longer use first.`,
  resetMailQueued: 'If an account uses that email, a password reset link has been sent.',
  passwordUpdated: 'Password updated successfully',
  invalidResetToken: 'This password reset link is invalid or has expired. Please request a new one.',
  profileUpdated: 'Profile updated successfully',
  accountDeleted: 'Your account has been deleted.',
  userNotFound: 'User not found',
  notFound: 'Not found',
  conversationNotFound: 'Conversation not found',
  entryNotFound: 'Entry not found',
  replyNotRetryable: 'This reply is not waiting to be retried.',
  replyBeingWritten: 'This reply is still being written: ask again once it is done.',
  unknownQuestion: 'Unknown question',
  conversationDeleted: 'Conversation deleted successfully',
  entryDeleted: 'Entry deleted successfully',
  openingEditedByAnswers: "A conversation's opening is changed through its answers, not a text.",
  entryEditedByText: 'A message or a note is changed through its text, not answers.',
  topicUnknown: 'There is no such topic.',
  reviewNotFound: 'Review not found',
  journalAnswerNotFound: 'Answer not found',
  journalAnswerDeleted: 'Answer deleted',
  journalAnswersBusy: (most: number) =>
    `You have ${most} answers being written. Please wait for one to finish before asking another.`,
  reminderDaysRequired: 'Please choose at least one day for your writing reminders.',
  timeOfDayInvalid: 'Please give a time of day as HH:MM, such as 20:30.',
  unsubscribed: (what: string) => `You will get no more ${what}.`,
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid.',
  reviewDeleted: 'Review deleted',
  reviewWeekStart: 'A weekly review starts on a Monday.',
  reviewMonthStart: 'A monthly review starts on the first day of a month.',
  reviewYearStart: 'A yearly review starts on 1 January.',
  reviewNotBegun: 'That period has not begun yet.',
  questionUnknown: 'That topic has no such question.',
  noteHasNoMood: 'A note to self has no mood: moods are for your openings and messages.',
  conversationRenamed: 'Conversation renamed successfully',
  noteAdded: 'Note added successfully',
  notesLoaded: 'Notes retrieved successfully',
  conversationsLoaded: 'Conversations retrieved successfully',
  replyReceived: 'Reply received',
  fileNotFound: 'File not found',
  fileUploaded: 'File uploaded successfully',
  uploadDiscarded: 'Upload discarded',
  fileCarried: 'This file belongs to an entry: delete the entry to remove it.',
  fileMissing: 'No file uploaded',
  fileEmpty: 'The file is empty',
  fileTypeNotAllowed: 'Only PNG, JPEG, PDF and plain text files are allowed',
  fileTooLarge: (maxBytes: number) => `File is too large (maximum ${formatBytes(maxBytes)})`,
  uploadInterrupted: 'The upload did not complete. Please try again.',
  // Voice entries (issue 25).
  transcriptionUnavailable: 'Voice entries are not available on this server.',
  recordingMissing: 'No recording uploaded',
  recordingEmpty: 'The recording is empty.',
  recordingSilent: 'No words were heard in the recording.',
  recordingTypeNotAllowed:
    'The recording is not in a sound format we take: WebM, Ogg, MP4 (M4A), MP3, WAV or FLAC.',
  recordingTooLarge: (maxBytes: number) => `The recording is too large (maximum ${formatBytes(maxBytes)}).`,
  payloadTooLarge: 'The request body is too large.',
  nulCharacter: 'Text cannot contain the NUL character (U+0000). Please remove it and try again.',
  bodyTooDeep: 'The request body is nested too deeply.',
  headersTooLarge: 'The request URL or headers are too large.',
  malformedHttp: 'The request is not valid HTTP.',
  unsupportedMediaType: 'Unsupported content type.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  tooManySubscriptions: (max: number) =>
    `Too many open subscriptions: at most ${max} at once. Close one before opening another.`,
  /** The refusal of a budget that frees up in `seconds`: a minute, or as many minutes as it takes. */
  tooManyRequestsFor: (seconds: number) =>
    seconds <= 60
      ? 'Too many requests. Please wait a minute and try again.'
      : `Too many requests. Please wait ${Math.ceil(seconds / 60)} minutes and try again.`,
  /** A GraphQL caller past GRAPHQL_COST_PER_MINUTE: what it spent, and when the next minute's budget starts. */
  graphqlBudgetSpent: (cost: number, remaining: number, seconds: number) =>
    `Query cost budget spent: this operation costs ${cost} and ${remaining} is left this minute. ` +
    `Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  internal: 'Something went wrong on our side. Please try again.',
  metricsForbidden: 'Metrics need the METRICS_TOKEN bearer token, or a scrape from this host.',
  serviceUnavailable:
    'The journal is briefly unavailable. Nothing was changed; please try again in a moment.',
  conversationFilterTooLong: `Please keep the filter to ${LIMITS.titleMax} characters or less.`,
  searchTermTooLong: `Please keep your search to ${LIMITS.searchTermMax} characters or less.`,
  searchCompleted: 'Search completed',
  postShared: 'Post shared successfully',
  postUnshared: 'Post is no longer shared',
  sharedPostNotFound: 'Shared post not found',
  shareExpired: 'This link has expired.',
  shareRevoked: 'This link was revoked: its author no longer shares this entry.',
  shareExpiryRule: `Please choose an expiry between 1 and ${LIMITS.shareExpiryDaysMax} days.`,
  shareTargetAmbiguous: 'Share either a continuation or a note, not both.',
  exportLinkInvalid: 'This download link is invalid or has expired. Please export again.',
  importNotAJournal: 'This file is not a Flexi journal export.',
  importNewerVersion: 'This export comes from a newer version of Flexi; update the app to import it.',
  importTooLarge: (maxBytes: number) => `The import file is too large (max ${formatBytes(maxBytes)}).`,
  importUnreadable: 'This journal export is damaged and cannot be read. Please export it again.',
  importInvalidJson: 'This journal export is damaged: its journal.json is not valid JSON.',
  importAlreadyImported: (day: string) =>
    `You imported this journal on ${day}. Import it again only if you want a second copy of everything in it.`,
  importInvalidValue: (path: string, problem: string) =>
    `This journal export cannot be imported: ${path}: ${problem}.`,
  importMissingFile: (path: string) => `This journal export is damaged: the attachment ${path} is missing.`,
  importFileUnreadable: (path: string) =>
    `This journal export is damaged: the attachment ${path} cannot be read.`,
  importFileChanged: (path: string) =>
    `This journal export is damaged: the attachment ${path} does not match journal.json.`,
  importFileTooLarge: (path: string, maxBytes: number) =>
    `This journal export cannot be imported: the attachment ${path} is over the ${formatBytes(maxBytes)} limit for attachments.`,
  importFileType: (path: string) =>
    `This journal export cannot be imported: the attachment ${path} is not a PNG, JPEG, PDF or plain text file.`,
  importTooBig: (what: string) => `This journal export is too big to import at once: ${what}.`,
  importPhotoNotImage: (path: string) =>
    `This journal export cannot be imported: the photo ${path} is not a PNG or JPEG image.`,
  importNotDayOne: 'This file is not a Day One export: choose the .zip Day One writes (Export, JSON).',
  importNotMarkdown: 'This file is not a zip of Markdown files: it holds no .md or .markdown file.',
  importRefused: (file: string, problem: string) => `This zip cannot be imported: ${file}: ${problem}.`,
  importNothingInDayOne: 'This Day One export has no entry with words or photos to import.',
  importNothingInMarkdown: 'These Markdown files have no words to import.',
  importTopicRequired: 'Please choose the memory type the imported entries go to.',
  importTopicUnknown: (key: string) => `There is no memory type "${key}" to import into.`,
  importedWithoutReply: (source: string) => `Imported from ${source}, without a reply. Retry to ask for one.`,
  entriesPageRule: `first must be between 1 and ${LIMITS.entriesPageMax}`,
  usernameRule: `Username must be ${LIMITS.usernameMin}-${LIMITS.usernameMax} characters: letters, digits, dot, underscore or hyphen, starting with a letter or digit`,
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  emailRequired: 'Email is required',
  tokenRequired: 'Reset token is required',
  passwordTooLong: `Password must be at most ${LIMITS.passwordMax} characters long`,
  displayNameTooLong: `Display name must be at most ${LIMITS.displayNameMax} characters long`,
  webhookNotFound: 'Webhook not found',
  webhookDeliveryNotFound: 'Delivery not found',
  webhookDeleted: 'Webhook deleted',
  webhookUrlInvalid: 'Enter a webhook URL that starts with https://',
  webhookUrlNotHttps: 'A webhook URL must start with https://',
  webhookUrlCredentials: 'A webhook URL may not carry a user name or password.',
  webhookHostUnknown: (host: string) => `The host ${host} could not be found.`,
  webhookAddressPrivate:
    'Webhooks cannot post to private, loopback or link-local addresses. Use a public https:// address.',
  webhookEventsRequired: 'Choose at least one event.',
  webhookLimit: (most: number) => `You can have at most ${most} webhooks. Delete one to add another.`,
  webhookDisabled: 'This webhook is disabled. Enable it before redelivering.',
  webhookDisabledNotSent: 'Not sent: the webhook was disabled.',
} as const;

/** 10485760 → `10 MB`, 1536 → `1.5 KB`: sizes as people read them (powers of 1024). */
export function formatBytes(bytes: number): string {
  const units: Array<[string, number]> = [
    ['GB', 1024 ** 3],
    ['MB', 1024 ** 2],
    ['KB', 1024],
  ];
  for (const [unit, size] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}
