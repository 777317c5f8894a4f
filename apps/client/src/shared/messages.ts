// Texts users see, worded exactly as the product spec (section 8) words them. Keep them here, not inline.

/** `1 file`, `3 files`: a count with its noun. */
function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

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
  // Entries the writer owns (not in the spec: issue 22).
  askAgainError: (reason: string) => `Could not ask again: ${reason}`,
  editEntryError: (reason: string) => `Could not save your changes: ${reason}`,
  mailSettingsHint: (email: string) =>
    `Sent to ${email}, at times in your time zone. Each mail has a link that stops it.`,
  // Memory (not in the spec: issue 23): replies may draw on the writer's earlier entries, and say which.
  aiMemoryLabel: (appName: string) => `Let ${appName} remember my earlier entries`,
  aiMemoryHint:
    'When this is on, up to 5 of your earlier entries from your other conversations (never your notes to self) are sent to the AI provider with each message, and each reply shows which.',
  rememberedHeading: (appName: string) => `${appName} remembered`,
  // The snippet tells apart two entries of one conversation and day.
  rememberedLink: (projectName: string, day: string, snippet: string) => `${projectName}, ${day}: ${snippet}`,
  reminderDaysRequired: 'Please choose at least one day for your writing reminders.',
  timeOfDayRequired: 'Please give a time of day, such as 20:30.',
  moodError: (reason: string) => `Could not save your mood: ${reason}`,
  moodLegend: 'How did this feel?',
  felt: (mood: string) => `Felt ${mood.toLowerCase()}`,
  seeAllMyAnswers: 'See all my answers',
  questionHistoryTitle: 'Your answers over time',
  questionHistoryEmpty: 'You have not answered this question yet.',
  questionHistoryLoading: 'Loading your answers',
  askedAs: (question: string) => `Asked as “${question}”`,
  deleteEntryError: (reason: string) => `Could not delete: ${reason}`,
  noteFailed: (reason: string | undefined) => `Failed to add note: ${reason || 'Unknown error'}`,
  noteError: (reason: string | undefined) => `Error adding note: ${reason || 'Network or server error'}`,
  networkError: 'Error connecting to server',
  // The installable app (not in the spec: issue 25): offline, and a new version.
  offline: "You're offline. What you write is kept and sent when you're back online.",
  offlineSignedOut: "You're offline. You can log in once you're back online.",
  needsConnection: 'Needs a connection',
  newVersionReady: (appName: string) => `A new version of ${appName} is ready.`,
  reload: 'Reload',
  reloading: 'Reloading…',
  noReplyMessage: 'No response message received from server',
  profileFetchFailed: (reason: string) => `Failed to fetch profile: ${reason}`,
  profileFetchError: 'Error fetching profile',
  profileUpdateError: 'Error updating profile',
  profileUpdated: 'Profile updated successfully',
  accountDeleted: 'Your account has been deleted.',
  accountDeleteError: 'Error deleting account',
  // Sharing (spec §5, §7, §8).
  shareInvalidId: 'Cannot share: Invalid post ID',
  shareCooldown: 'Please wait a moment before sharing.',
  shareFailed: (reason: string) => `Failed to share: ${reason}`,
  shareError: 'Error sharing post',
  shareNoComments: 'No comments yet.',
  shareViewMore: (url: string) => `View more: ${url}`,
  linkCopied: 'Link copied to clipboard!',
  linkCopyFailed: 'Could not copy the link automatically. It is selected: copy it by hand.',
  sharedPostNotFound: 'Shared post not found',
  // Not in the spec: a share link opened without a session (issue 22).
  sharedWithYou: 'Someone shared an entry of their journal with you. Log in, or register, and it opens next.',
  sharedConversationNotFound: (reason: string) => `Shared conversation not found: ${reason}`,
  sharedConversationError: 'Error loading shared conversation',
  // Links that expire and the Shared links panel (not in the spec: issue "Share links you manage").
  sharedLinkExpired: 'This link has expired.',
  // Not in the spec (issue 22): a link its author revoked says so rather than "not found".
  sharedLinkRevoked: 'This link was revoked: its author no longer shares this entry.',
  neverExpires: 'Never expires',
  expiresOn: (date: string) => `Expires ${date}`,
  expired: 'Expired',
  sharedLinksEmpty: 'You have not shared anything yet.',
  sharedLinksLoadError: 'Error loading shared links',
  listLinkCopyFailed: 'Could not copy the link automatically. Open it and copy it from the address bar.',
  linkRevoked: 'Link revoked: it no longer shows the post.',
  revokeFailed: (reason: string) => `Failed to revoke link: ${reason}`,
  revokeError: 'Error revoking link',
  // Access tokens (issue 26 §1), not in the spec.
  accessTokensIntro:
    'An access token lets a program of yours (a backup script, an integration) use the API as you, without your password. Read only lets it read your journal; Read and write lets it also write, change and delete entries. No token can create tokens, change your password or email, or delete your account.',
  accessTokensEmpty: 'You have no access tokens.',
  accessTokensLoadError: 'Error loading access tokens',
  accessTokenShownOnce: 'Copy this token now: it will not be shown again.',
  accessTokenCopied: 'Token copied to clipboard!',
  accessTokenCopyFailed: 'Could not copy the token automatically. Select it and copy it by hand.',
  accessTokenCreateFailed: (reason: string) => `Failed to create token: ${reason}`,
  accessTokenCreateError: 'Error creating token',
  accessTokenRevoked: 'Token revoked: it stops working at once.',
  accessTokenRevokeFailed: (reason: string) => `Failed to revoke token: ${reason}`,
  accessTokenRevokeError: 'Error revoking token',
  // Export and import (not in the spec: issue "Own your journal").
  exportPreparing: 'Preparing your journal…',
  exportDownloading: 'Downloading your journal…',
  downloadedBytes: (size: string) => `${size} downloaded`,
  downloadedPart: (percent: number, size: string, total: string) =>
    `${percent}% downloaded (${size} of ${total})`,
  exportDone: (fileName: string) => `Downloaded ${fileName}.`,
  exportFailed: (reason: string) => `Export failed: ${reason}`,
  exportError: 'Error exporting journal.',
  downloadCancelled: 'Download cancelled.',
  importNotZip: 'Please choose a .zip file exported from Flexi.',
  importNotDayOneZip: 'Please choose the .zip file Day One exported.',
  importNotMarkdownZip: 'Please choose a .zip of Markdown files.',
  importAbout:
    'Adds conversations to this account: a Flexi export, or your old journal from Day One or Markdown files. Nothing already here is changed.',
  importSourceLegend: 'Where it comes from',
  importSourceFlexi: 'Flexi export',
  importSourceDayOne: 'Day One',
  importSourceMarkdown: 'Markdown',
  importTopicLabel: 'Memory type',
  importTopicHint: 'Each entry becomes a conversation of this memory type.',
  importHintFlexi: (max: string) => `A .zip exported from Flexi, up to ${max}.`,
  importHintDayOne: (max: string) =>
    `The .zip Day One writes (Export, JSON): its journals and photos, up to ${max}.`,
  importHintMarkdown: (max: string) =>
    `A .zip of .md files, one conversation each, dated by front matter or file name, up to ${max}.`,
  importTooLarge: (max: string) => `The import file is too large (max ${max}).`,
  importUploading: 'Uploading your journal…',
  uploadedPercent: (percent: number) => `${percent}% uploaded`,
  importWorking: 'Importing…',
  importDone: (conversations: number, entries: number, files: number) =>
    `Imported ${count(conversations, 'conversation')}, ${count(entries, 'entry', 'entries')} and ${count(files, 'file')}.`,
  importSkipped: (entries: number, files: number) =>
    `Left out ${[
      entries > 0 && count(entries, 'empty entry', 'empty entries'),
      files > 0 &&
        count(files, 'photo or other file the app cannot take', 'photos or other files the app cannot take'),
    ]
      .filter(Boolean)
      .join(' and ')}.`,
  importError: 'Error importing journal.',
  importCancelled: 'Import cancelled: nothing was added.',
  conversationExported: (fileName: string) => `Downloaded ${fileName}.`,
  conversationExportFailed: (reason: string) => `Failed to export conversation: ${reason}`,
  conversationExportError: 'Error exporting conversation',
  uploadFailed: (reason: string) => `File upload failed: ${reason}`,
  uploadError: 'Error uploading file.',
  unsupportedFile: 'Only PNG, JPEG, PDF and plain text files can be attached.',
  sessionExpired: 'Session expired, please log in again.',
  conversationLoadError: 'Failed to fetch conversation history',
  // Conversation history and search (spec §2, §8).
  historyEmpty: 'No conversation history yet.',
  // The History panel's filter box (not in the spec: issue 22).
  historyNoMatch: (filter: string) => `No conversation matches “${filter}”.`,
  conversationRenamed: 'Conversation renamed successfully',
  renameError: 'Error renaming conversation',
  conversationDeleted: 'Conversation deleted successfully',
  deleteError: 'Error deleting conversation',
  searchNoResults: 'No results found',
  searchFailed: (reason: string) => `Search failed: ${reason}`,
  searchError: 'Error performing search',
  fileNotInConversation: 'File not associated with a conversation.',
  // Long conversations load their older entries on scrolling up (not in the spec: issue "Long conversations").
  loadingOlderEntries: 'Loading earlier entries…',
  loadOlderEntries: 'Load earlier entries',
  loadMore: 'Load more',
  olderEntriesError: (reason: string) => `Could not load earlier entries: ${reason}`,
  // A reply no AI wrote says so beside its words (not in the spec: issue 22).
  offlineCompanion: 'Offline companion · built from your own words, as no AI provider is configured',
  // The guided flow shows where the writer is (not in the spec: issue 22).
  questionProgress: (n: number, total: number) => `Question ${n} of ${total}`,
  optional: 'Optional',
  back: 'Back',
  changeTopic: 'Change',
  // Sharing asks before a link exists (not in the spec: issue 22).
  shareExplain:
    'Anyone with the link can read this entry after logging in. You can revoke the link at any time in Shared links.',
  entryCopied: 'Entry copied to clipboard',
  entryCopyFailed: 'Could not copy the entry: your browser did not allow it.',
  // The home view shows the journal (not in the spec: issue 22).
  continueWhereYouLeftOff: 'Continue where you left off',
  journalHeading: 'Your journal',
  // Looking back (not in the spec: issue 24).
  onThisDayHeading: 'On this day',
  calendarTitle: 'Calendar',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  calendarLoadError: 'Could not load this month.',
  calendarDayLoading: 'Loading the day…',
  calendarDayEmpty: 'Nothing written on this day.',
  calendarDayLoadError: 'Could not load this day.',
  calendarEntries: (n: number) => count(n, 'entry', 'entries'),
  calendarMood: (mood: string) => `mood ${mood}`,
  calendarNote: 'Note',
  // Reviews (not in the spec: issue 24 §5).
  reviewsTitle: 'Reviews',
  reviewPeriodLegend: 'Review a',
  reviewPeriodNames: { WEEK: 'Week', MONTH: 'Month', YEAR: 'Year' },
  reviewWhich: { WEEK: 'Which week', MONTH: 'Which month', YEAR: 'Which year' },
  reviewThisPeriod: { WEEK: 'this week', MONTH: 'this month', YEAR: 'this year' },
  reviewCurrent: (label: string, thisPeriod: string) => `${label} (${thisPeriod}, so far)`,
  reviewWeekOf: (day: string) => `Week of ${day}`,
  reviewKinds: { WEEK: 'Weekly review', MONTH: 'Monthly review', YEAR: 'Yearly review' },
  reviewCreate: 'Create review',
  reviewSentToAi:
    'Your openings and messages of that period — never your notes — are sent to the AI provider to write it. Without one, it is written on this server from your own words.',
  reviewCreateError: 'Could not create the review.',
  reviewsHeading: 'Your reviews',
  reviewsEmpty: 'No reviews yet: create your first one above.',
  reviewsLoading: 'Loading your reviews',
  reviewsLoadError: 'Could not load your reviews.',
  reviewCreatedOn: (day: string) => `Created ${day}`,
  reviewPending: 'Being written…',
  reviewComplete: 'Written',
  reviewFailed: (reason: string) => `Could not be written: ${reason}`,
  reviewWriteAgain: 'Write it again',
  reviewWriteAgainLabel: (name: string) => `Write it again: ${name}`,
  reviewOpen: (name: string) => `Open review: ${name}`,
  reviewDelete: 'Delete',
  reviewDeleteLabel: (name: string) => `Delete review: ${name}`,
  reviewDeleteTitle: 'Delete review?',
  reviewDeleteDescription: (name: string) =>
    `The review of “${name}” will be deleted. Your entries stay as they are. This cannot be undone.`,
  reviewDeleted: 'Review deleted.',
  reviewDeleteError: (reason: string) => `Could not delete the review: ${reason}`,
  reviewBack: 'All reviews',
  reviewStatEntries: 'Entries',
  reviewStatConversations: 'Conversations',
  reviewStatWords: 'Words',
  reviewStatDays: 'Days written',
  reviewTopics: 'What you wrote about',
  reviewMoods: 'How it felt',
  reviewTopicCount: (topic: string, n: number) => `${topic}: ${count(n, 'entry', 'entries')}`,
  reviewMoodCount: (mood: string, n: number) => `${mood}: ${n}`,
  reviewStreamError: (reason: string) => `Could not follow the review as it is written: ${reason}`,
  reviewOfflineCompanion:
    'Written on this server by the offline companion, from your own words and numbers: no AI provider is configured, so nothing was sent to one.',
  reviewCitationsHeading: 'Quoted entries',
  reviewCitationLink: (n: number, day: string) => `Entry ${n}, ${day}`,
  reviewOpenEntry: (n: number) => `Open entry ${n}`,
  reviewChartUnit: { day: 'Day', month: 'Month' },
  reviewChartEntries: 'Entries',
  reviewChartMood: 'Mood',
  reviewChartCaption: (unit: 'day' | 'month') => `Entries and mood per ${unit}`,
  reviewChartSummary: (unit: 'day' | 'month', entries: number, written: number) =>
    `Entries per ${unit}: ${count(entries, 'entry', 'entries')} on ${count(written, unit)}`,
  reviewChartBusiest: (label: string, n: number) => `most on ${label} (${n})`,
  reviewChartMoodRange: (low: string, high: string) =>
    low === high ? `mood ${low.toLowerCase()}` : `mood from ${low.toLowerCase()} to ${high.toLowerCase()}`,
  reviewChartNoMood: 'no mood given',
  reviewChartBarKey: (unit: 'day' | 'month', most: number) => `Entries per ${unit} (most: ${most})`,
  reviewChartMoodKey: 'Mood (low: awful, high: great)',
  // Ask your journal (not in the spec: issue 23 §3).
  askJournalTitle: 'Ask your journal',
  askJournalQuestion: 'Your question',
  askJournalAsk: 'Ask',
  askJournalSentToAi:
    'Your question and your most relevant entries (never your notes to self) are sent to the AI provider to write the answer. Without one, this server lists the entries that match best.',
  askJournalError: 'Could not ask your journal.',
  askJournalBusy:
    'Some of your answers are still being written. Please wait for one to finish before asking another.',
  askJournalEmpty: 'Ask a question about what you have written, such as “When did I last feel calm?”',
  askJournalEarlier: 'Earlier answers',
  askJournalLoading: 'Loading your answers',
  askJournalLoadError: 'Could not load your answers.',
  askJournalAskedOn: (day: string) => `Asked ${day}`,
  askJournalPending: 'Being written…',
  askJournalFailed: (reason: string) => `Could not be written: ${reason}`,
  askJournalAgain: 'Ask again',
  askJournalAgainLabel: (question: string) => `Ask again: ${question}`,
  askJournalStreamError: (reason: string) => `Could not follow the answer as it is written: ${reason}`,
  askJournalOfflineCompanion:
    'Written on this server by the offline companion, from your own words: no AI provider is configured, so nothing was sent to one.',
  askJournalCitationsHeading: 'Entries it draws on',
  askJournalDelete: 'Delete',
  askJournalDeleteLabel: (question: string) => `Delete answer: ${question}`,
  askJournalDeleteTitle: 'Delete answer?',
  askJournalDeleteDescription: (question: string) =>
    `The answer to “${question}” will be deleted. Your entries stay as they are. This cannot be undone.`,
  askJournalDeleted: 'Answer deleted.',
  askJournalDeleteError: (reason: string) => `Could not delete the answer: ${reason}`,
  // Voice entries (not in the spec: issue 25).
  voiceRecord: 'Record voice',
  voiceStop: 'Stop',
  voiceRecording: 'Recording',
  voiceSentToAi: 'Your recording is sent to the AI provider to be written out, and is not kept.',
  voiceStarted: 'Recording. Press Stop when you are done.',
  voiceMinutes: (minutes: number) => `Recording, ${count(minutes, 'minute')}.`,
  voiceSecondsLeft: (seconds: number) => `${seconds} seconds of recording left.`,
  voiceAtLimit: (limit: string) => `The recording stopped at its limit of ${limit}.`,
  voiceSending: 'Writing out your recording…',
  voiceInserted: 'Your words are in the box: edit them before sending.',
  voiceFailed: (reason: string) => `Your recording could not be written out: ${reason}`,
  voiceKept: 'It is kept on this page until you try again or discard it.',
  voiceUnreachable: 'Could not reach the server.',
  voiceTryAgain: 'Try again',
  voiceDiscard: 'Discard',
  voiceDismiss: 'Dismiss',
  voiceMicrophoneRefused:
    "The microphone was not allowed. Allow it for this site in your browser's settings, then record again.",
  voiceNoMicrophone: 'No microphone was found. Connect one, then record again.',
  voiceMicrophoneBusy: 'The microphone could not be started: another app may be using it.',
  voiceUnsupported: 'This browser cannot record sound here.',
  voiceEmpty: 'The recording is empty: nothing was recorded. Record again, and speak before pressing Stop.',
  voiceTooLarge: (max: string) => `The recording is too large (maximum ${max}).`,
  journalLoading: 'Loading your journal…',
  journalLoadError: 'Could not load your journal.',
  journalLoadMore: 'Show earlier conversations',
  journalLoadingMore: 'Loading earlier conversations…',
  // Written offline (issue 25): kept on this device until the server has it.
  waitingToSend: 'Waiting to send',
  sendingNow: 'Sending…',
  outboxRefused: (reason: string) => `Not sent: ${reason}`,
  outboxSendAgain: 'Send again',
  outboxDiscard: 'Discard',
  outboxDiscardConfirm: 'Discard these words? They were never sent and cannot be brought back.',
  outboxKeptOffline: "You're offline: kept on this device and sent when you're back online.",
  outboxStartWaiting: 'This conversation starts as soon as you are back online.',
  offlineCopy: 'Offline: this is the copy kept on this device the last time you opened it.',
  offlineNotKept:
    'This conversation was not opened on this device recently, so there is no copy to read offline.',
  offlineNoAttachments: 'Attaching a file needs a connection.',
  offlineKeptHere:
    "You're offline. These conversations are kept on this device: open one to read it and write.",
  offlineNothingKept:
    "You're offline, and no conversation is kept on this device yet. Conversations you open are kept here.",
  // Spec §1: the footer names the brand that powers the app.
  poweredBy: (brand: string) => `Powered by ${brand}`,
  webhooksIntro:
    'A webhook tells another app of yours what happens in your journal, as it happens: Flexi posts each event you choose to its address, with the entry or reply in it, your own words included (notes to self too). Add only addresses you trust; each post is signed with the secret shown when you add it.',
  webhooksLoadError: 'Error loading webhooks',
  webhooksEmpty: 'No webhooks yet. Add one to have your journal tell another app what happens.',
  webhookCreated: 'Webhook added. Copy its secret now: it is not shown again.',
  webhookCreateFailed: (reason: string) => `Failed to add webhook: ${reason}`,
  webhookUpdated: 'Webhook saved.',
  webhookEnabled: 'Webhook enabled.',
  webhookUpdateFailed: (reason: string) => `Failed to save webhook: ${reason}`,
  webhookDeleted: 'Webhook deleted.',
  webhookDeleteFailed: (reason: string) => `Failed to delete webhook: ${reason}`,
  webhookEventsRequired: 'Choose at least one event.',
  webhookUrlRequired: 'Enter the https:// address that should receive the events.',
  webhookSecretShownOnce:
    "Copy this secret now: it will not be shown again. Your receiver checks each delivery's signature with it.",
  webhookSecretCopied: 'Secret copied to clipboard.',
  webhookSecretCopyFailed: 'Could not copy the secret automatically. Select it and copy it.',
  webhookDisabledFailing:
    'Disabled: every delivery failed for 24 hours. Fix the receiver, then enable the webhook again.',
  webhookDisabled: 'Disabled: no events are sent.',
  webhookFailingSince: (since: string) => `Failing since ${since}: deliveries are being retried.`,
  deliveriesLoadError: 'Error loading deliveries',
  deliveriesEmpty: 'No deliveries yet.',
  redelivered: 'Sent again as a new delivery.',
  redeliverFailed: (reason: string) => `Failed to redeliver: ${reason}`,
  webhookError: 'Could not reach the server. Try again.',
} as const;

export const DEFAULT_APP_NAME = 'Flexi';
export const DEFAULT_USER_NAME = 'User';

// Spec §9: reset and forgot-password messages clear after 5 s; a successful reset returns to login after 3 s.
export const STATUS_MESSAGE_MS = 5_000;
export const RESET_REDIRECT_MS = 3_000;
// Spec §9: the acknowledgment after the first reply shows for 3 s.
export const ACKNOWLEDGMENT_MS = 3_000;
// Spec §9: the question transition lasts 500 ms; follow-ups after a reply (bringing the message box into view)
// happen at 1 s.
export const QUESTION_TRANSITION_MS = 500;
export const FOLLOW_UP_MS = 1_000;
// Spec §2/§9: scrolling to a search match or a new note starts after 1 s, retried every 500 ms for up to 10 s.
export const SCROLL_START_MS = 1_000;
export const SCROLL_RETRY_MS = 500;
export const SCROLL_GIVE_UP_MS = 10_000;
// Spec §4/§9: a search is made 300 ms after the last keystroke.
export const SEARCH_DEBOUNCE_MS = 300;
