export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2019-12-03T09:54:33Z, compliant with the date-time format. */
  DateTime: { input: string; output: string; }
  /** The `Upload` scalar type represents a file upload. */
  Upload: { input: globalThis.File; output: globalThis.File; }
};

/** What an access token may do. */
export type AccessScope =
  /** Run queries and subscriptions, and REST GETs (file downloads included). */
  | 'READ'
  /** Also run every mutation and every REST call that changes data. Always comes with READ. */
  | 'WRITE';

/** A note to self: it gets no reply and the AI never sees it. */
export type AddNoteInput = {
  /** The note, at most 600 characters. */
  content: Scalars['String']['input'];
  /** The conversation. */
  conversationId: Scalars['ID']['input'];
};

/** An answer to one of the topic's questions. */
export type AnswerInput = {
  /** The answer, at most 600 characters (blank for an optional question). */
  answer: Scalars['String']['input'];
  /** The question id from the topic config. */
  questionId: Scalars['String']['input'];
};

/** A further message in a conversation. */
export type ContinueConversationInput = {
  /** The conversation. */
  conversationId: Scalars['ID']['input'];
  /** An uploaded file (from uploadFile) to attach. */
  fileId?: InputMaybe<Scalars['ID']['input']>;
  /** The message, at most 600 characters. */
  message: Scalars['String']['input'];
};

/** How one conversation is exported. */
export type ConversationExportFormat =
  /** A Markdown document: the questions and answers, messages, replies and notes to self, attachments named. */
  | 'MARKDOWN';

/** How often the review digest comes. */
export type DigestFrequency =
  /** On the 1st of each month, with the past month's review. */
  | 'MONTHLY'
  /** Each week, on its weekday, with the past week's review. */
  | 'WEEKLY';

/** What an entry of a conversation is. */
export type EntryKind =
  /** A further message and its reply. */
  | 'continuation'
  /** A note to self: no reply, never shown to the AI. */
  | 'note'
  /** The topic's question answers and the first reply. */
  | 'opening';

/** What importJournal reads (docs/journal-export.md). */
export type ImportSource =
  /** Day One's JSON export: a zip of its journals (*.json) and photos/. Each entry becomes a conversation of the chosen topic. */
  | 'DAY_ONE'
  /** A journal export of this app (the zip of exportJournal). */
  | 'FLEXI'
  /** A zip of Markdown files (*.md, *.markdown, in any folder). Each file becomes a conversation of the chosen topic. */
  | 'MARKDOWN';

/** Where the writing of an answer stands. */
export type JournalAnswerStatus =
  /** Written: the text is whole. */
  | 'COMPLETE'
  /** Could not be written (see error); ask again. */
  | 'FAILED'
  /** Being written; follow it with journalAnswerStream. */
  | 'PENDING';

/** How a whole journal is exported. */
export type JournalExportFormat =
  /** A zip: journal.json (every conversation, entry, reply and file, in a documented and versioned format that importJournal reads), one Markdown file per conversation, and the attachments under files/. */
  | 'ZIP';

/** Credentials for a session token. */
export type LoginInput = {
  /** The account password. */
  password: Scalars['String']['input'];
  /** The account name (any letter case). */
  username: Scalars['String']['input'];
};

/** How far back a memory of On this day is. */
export type MemorySpan =
  /** The same day a month before (when no earlier year has one). */
  | 'MONTH'
  /** The same day six months before (when no earlier year has one). */
  | 'SIX_MONTHS'
  /** The same month and day in an earlier year (`yearsAgo` says how many). */
  | 'YEARS';

/** How you felt about an entry, from awful to great. */
export type Mood =
  /** Awful (1 of 5). */
  | 'AWFUL'
  /** Bad (2 of 5). */
  | 'BAD'
  /** Good (4 of 5). */
  | 'GOOD'
  /** Great (5 of 5). */
  | 'GREAT'
  /** Okay (3 of 5). */
  | 'OKAY';

/** A new account. */
export type RegisterInput = {
  /** Where password reset links are sent; unique regardless of case. */
  email: Scalars['String']['input'];
  /** At least 6 characters. */
  password: Scalars['String']['input'];
  /** Letters, digits, dot, underscore or hyphen; 3-32 characters; unique regardless of case. */
  username: Scalars['String']['input'];
};

/** A new name for a conversation in the history. */
export type RenameConversationInput = {
  /** The conversation. */
  id: Scalars['ID']['input'];
  /** The new name, 1-100 characters. */
  title: Scalars['String']['input'];
};

/** Where the AI reply of an entry stands. */
export type ReplyStatus =
  /** The reply is in replyText. */
  | 'complete'
  /** Generation failed (see replyError); retryReply tries again. */
  | 'failed'
  /** Notes get no reply. */
  | 'none'
  /** Being generated; follow it with the replyStream subscription. */
  | 'pending';

/** Asks for a password reset link by mail. */
export type RequestPasswordResetInput = {
  /** The account's email address. */
  email: Scalars['String']['input'];
};

/** Sets a new password with the token from a reset mail. */
export type ResetPasswordInput = {
  /** The new password, at least 6 characters. */
  password: Scalars['String']['input'];
  /** The `token` query parameter of the reset link. */
  token: Scalars['String']['input'];
};

/** Review digests: weekly on a weekday, or monthly on the 1st. */
export type ReviewDigestInput = {
  /** Weekly or monthly. */
  frequency: DigestFrequency;
  /** The time of day, `HH:MM` (24-hour), in your time zone. */
  time: Scalars['String']['input'];
  /** The weekday of a weekly digest (ignored for monthly). */
  weekday?: Weekday;
};

/** How long a review looks back. */
export type ReviewPeriod =
  /** A calendar month. */
  | 'MONTH'
  /** A week, Monday to Sunday. */
  | 'WEEK'
  /** A calendar year. */
  | 'YEAR';

/** Where the writing of a review stands. */
export type ReviewStatus =
  /** Written: the text is whole. */
  | 'COMPLETE'
  /** Could not be written (see error); create it again. */
  | 'FAILED'
  /** Being written; follow it with reviewStream. */
  | 'PENDING';

/** Where in your journal a search result was found. */
export type SearchResultType =
  /** A further message of yours (snippet prefixed `You: `); see `index`. */
  | 'continuation'
  /** The reply to a further message (snippet prefixed `Flexi: `); see `index`. */
  | 'continuationResponse'
  /** A file you uploaded, found by its name (snippet `File: <name>`) or by the text inside it, for text files and PDFs (snippet `File: <name> — ` and fragments of the text). */
  | 'file'
  /** A note to self (snippet prefixed `You: `); see `noteId`. */
  | 'note'
  /** Your answers that opened a conversation (snippet prefixed `You: `). */
  | 'prompt'
  /** The first reply of a conversation (snippet prefixed `Flexi: `). */
  | 'response';

/** A new conversation: topic, project name and answers. */
export type StartConversationInput = {
  /** Answers to the topic's questions; every required one must be answered. */
  answers: Array<AnswerInput>;
  /** An uploaded file (from uploadFile) to attach. */
  fileId?: InputMaybe<Scalars['ID']['input']>;
  /** The project name, at most 100 characters. */
  projectName: Scalars['String']['input'];
  /** The topic key (in flexiFeatures.chat of the feature config). */
  topic: Scalars['String']['input'];
};

/** Changes to the profile; at least one field. The username never changes. */
export type UpdateProfileInput = {
  /** Turns memory on or off (Profile.aiMemory); leaving it out keeps it as it is. */
  aiMemory?: InputMaybe<Scalars['Boolean']['input']>;
  /** Your current password: required to change the password or the email address. */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  /** A new display name; it cannot be blank. */
  displayName?: InputMaybe<Scalars['String']['input']>;
  /** A new email address. Needs currentPassword when it differs from the current one. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** A new password, at least 6 characters and not a common one. Needs currentPassword. Signs out every session; the answer carries a new token. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Review digests by email; null turns them off, leaving it out keeps them as they are. */
  reviewDigest?: InputMaybe<ReviewDigestInput>;
  /** Your IANA time zone, such as `Europe/Lisbon`: what "a day" is for you in On this day. One the server does not know is refused. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
  /** Writing reminders by email; null turns them off, leaving it out keeps them as they are. */
  writingReminder?: InputMaybe<WritingReminderInput>;
};

/** Where a delivery stands. */
export type WebhookDeliveryStatus =
  /** The receiver answered 2xx. */
  | 'DELIVERED'
  /** Given up: every attempt for 24 hours failed, or the webhook was disabled. */
  | 'FAILED'
  /** Waiting for its first attempt, or for a retry at `nextAttemptAt`. */
  | 'PENDING'
  /** Being posted now. */
  | 'SENDING';

/** Why the server disabled a webhook. */
export type WebhookDisabledReason =
  /** Every delivery to it failed for 24 hours. */
  | 'FAILING';

/** What a webhook can be told of; a delivery names it in `event`. */
export type WebhookEvent =
  /** You deleted a conversation. `data` is the Conversation as it was, without its opening. */
  | 'CONVERSATION_DELETED'
  /** You wrote an entry: an opening (a new conversation), a message or a note to self. `data` is the Entry. Imported journals send none. */
  | 'ENTRY_CREATED'
  /** An AI reply was written whole. `data` is the Entry with its reply. */
  | 'REPLY_COMPLETED'
  /** An AI reply failed (it can be retried). `data` is the Entry with its error. */
  | 'REPLY_FAILED'
  /** An entry became shared by link (not when a live link only changes its expiry). `data` is the ShareLink. */
  | 'SHARE_CREATED';

/** A day of the week. */
export type Weekday =
  /** Friday. */
  | 'FRIDAY'
  /** Monday. */
  | 'MONDAY'
  /** Saturday. */
  | 'SATURDAY'
  /** Sunday. */
  | 'SUNDAY'
  /** Thursday. */
  | 'THURSDAY'
  /** Tuesday. */
  | 'TUESDAY'
  /** Wednesday. */
  | 'WEDNESDAY';

/** Writing reminders: weekdays and a time of day. */
export type WritingReminderInput = {
  /** The time of day, `HH:MM` (24-hour), in your time zone. */
  time: Scalars['String']['input'];
  /** At least one weekday. */
  weekdays: Array<Weekday>;
};
