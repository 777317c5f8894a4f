/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
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

/** A session token for the Authorization: Bearer header. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** A short, user-facing description of the outcome. */
  message: Scalars['String']['output'];
  /** A signed JWT (HS256) whose payload carries `username`; it expires. */
  token: Scalars['String']['output'];
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

/** A journal conversation on one topic. */
export type Conversation = {
  __typename?: 'Conversation';
  /** When the conversation started. */
  createdAt: Scalars['DateTime']['output'];
  /** A page of the timeline (opening, continuations and notes), in timeline order (oldest first): the newest `first` entries (default 50, at most 200) older than the entry `before`, or the newest ones without it. To walk back, pass the oldest entry you have as `before`; `entryCount` tells whether any are left. Batched: a list of conversations loads every page in one query. */
  entries: Array<Entry>;
  /** How many entries the timeline holds (opening, continuations and notes): while you have fewer, older pages remain. */
  entryCount: Scalars['Int']['output'];
  /** The conversation id. */
  id: Scalars['ID']['output'];
  /** The opening exchange (answers and first reply). */
  opening?: Maybe<Entry>;
  /** The project name given at the start. */
  projectName: Scalars['String']['output'];
  /** The name shown in the history: the title after a rename, else the project name. */
  title: Scalars['String']['output'];
  /** The topic key (in flexiFeatures.chat of the feature config). */
  topic: Scalars['String']['output'];
  /** When the last entry was added. */
  updatedAt: Scalars['DateTime']['output'];
};


/** A journal conversation on one topic. */
export type ConversationEntriesArgs = {
  before?: InputMaybe<Scalars['ID']['input']>;
  first?: Scalars['Int']['input'];
};

/** A conversation and the entry just added to it. */
export type ConversationExchange = {
  __typename?: 'ConversationExchange';
  /** The conversation the entry belongs to. */
  conversation: Conversation;
  /** The new entry, with its reply unless streaming was asked for. */
  entry: Entry;
};

/** How one conversation is exported. */
export type ConversationExportFormat =
  /** A Markdown document: the questions and answers, messages, replies and notes to self, attachments named. */
  | 'MARKDOWN';

/** A page of conversations, most recently active first. */
export type ConversationPage = {
  __typename?: 'ConversationPage';
  /** Whether another page follows. */
  hasMore: Scalars['Boolean']['output'];
  /** The conversations on this page. */
  items: Array<Conversation>;
  /** How many conversations there are in all. */
  total: Scalars['Int']['output'];
};

/** One item of a conversation: the opening, a continuation or a note to self. */
export type Entry = {
  __typename?: 'Entry';
  /** The opening question answers; null otherwise. */
  answers?: Maybe<Array<QuestionAnswer>>;
  /** The conversation it belongs to. */
  conversationId: Scalars['ID']['output'];
  /** When the entry was written. */
  createdAt: Scalars['DateTime']['output'];
  /** The attached file, with a short-lived download URL. */
  file?: Maybe<File>;
  /** The entry id. */
  id: Scalars['ID']['output'];
  /** Opening, continuation or note. */
  kind: EntryKind;
  /** Position in the timeline (openings, continuations and notes share one sequence). */
  orderIndex: Scalars['Int']['output'];
  /** Why the reply failed, fit to show the user. */
  replyError?: Maybe<Scalars['String']['output']>;
  /** Where the reply stands. */
  replyStatus: ReplyStatus;
  /** The AI reply (Markdown); null for notes and until complete. */
  replyText?: Maybe<Scalars['String']['output']>;
  /** Whether the owner shares this entry by link now (shared and not expired). */
  shared: Scalars['Boolean']['output'];
  /** The user's words: the opening's answers as one text, a message, or a note. */
  userText: Scalars['String']['output'];
};

/** What an entry of a conversation is. */
export type EntryKind =
  /** A further message and its reply. */
  | 'continuation'
  /** A note to self: no reply, never shown to the AI. */
  | 'note'
  /** The topic's question answers and the first reply. */
  | 'opening';

/** Where to download an export: a short-lived link that needs no token (the signature is the credential). */
export type ExportLink = {
  __typename?: 'ExportLink';
  /** When the link stops working; ask for a new one after that. */
  expiresAt: Scalars['DateTime']['output'];
  /** The name to save it under, e.g. `flexi-journal-2026-11-22.zip` or `<title>.md`. */
  fileName: Scalars['String']['output'];
  /** A relative URL to follow (e.g. as a link with `download`), valid for 10 minutes. The journal zip is generated while it downloads, so it has no Content-Length. */
  url: Scalars['String']['output'];
};

/** An uploaded file: a PNG or JPEG image, a PDF or a plain text file. */
export type File = {
  __typename?: 'File';
  /** The name it was uploaded with, without any folder part. */
  fileName: Scalars['String']['output'];
  /** The media type judged from the content: image/png, image/jpeg, application/pdf or text/plain. */
  fileType: Scalars['String']['output'];
  /** A relative download URL that works without a token (usable in `<img src>`); it expires after an hour, so fetch the file again for a fresh one. */
  fileUrl: Scalars['String']['output'];
  /** The file id, e.g. to attach the file to a message. */
  id: Scalars['ID']['output'];
  /** The size in bytes. */
  size: Scalars['Int']['output'];
};

/** What an import added to your journal. */
export type ImportSummary = {
  __typename?: 'ImportSummary';
  /** Conversations added. */
  conversations: Scalars['Int']['output'];
  /** Entries added: openings, continuations and notes. */
  entries: Scalars['Int']['output'];
  /** Attachments added. */
  files: Scalars['Int']['output'];
};

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

/** The outcome of an operation that returns no data, as a text for the user. */
export type MessagePayload = {
  __typename?: 'MessagePayload';
  /** A short, user-facing description of the outcome. */
  message: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a note to self: it gets no reply and the AI never sees it. */
  addNote: Entry;
  /** Adds a message (and optional file) and gets the reply. */
  continueConversation: ConversationExchange;
  /** Deletes your account and everything in it (conversations, notes, shares, files) for good. Needs your current password; the token stops working at once. */
  deleteAccount: MessagePayload;
  /** Deletes a conversation with its entries, notes, shares and files. */
  deleteConversation: MessagePayload;
  /** A download link for one of your conversations as a Markdown document. */
  exportConversation: ExportLink;
  /** A download link for your whole journal. The zip holds journal.json (the format importJournal reads, see docs/journal-export.md), one Markdown file per conversation and the attachments. */
  exportJournal: ExportLink;
  /** Adds a journal export (the zip of exportJournal, 200 MB at most) to your journal, all or nothing: everything gets new ids, nothing is shared. A file that is not such an export, a damaged one or one from a newer version is refused (BAD_USER_INPUT) and nothing is imported. Send it as a GraphQL multipart request with the header `apollo-require-preflight: true`. */
  importJournal: ImportSummary;
  /** Exchanges credentials for a session token. */
  login: AuthPayload;
  /** Ends this session: the token used for this call stops working at once. Other sessions go on. */
  logout: MessagePayload;
  /** Creates an account. Log in afterwards to get a token. */
  register: MessagePayload;
  /** Renames a conversation in the history. */
  renameConversation: Conversation;
  /** Mails a single-use reset link (valid 1 hour) if the address belongs to an account; answers the same either way. */
  requestPasswordReset: MessagePayload;
  /** Sets a new password with a reset token; signs out every session. */
  resetPassword: MessagePayload;
  /** Asks again for a reply that failed or was interrupted. */
  retryReply: ConversationExchange;
  /** Shares one of your entries by link: any logged-in user with the link can read that entry, and nothing else of the conversation. */
  shareEntry: ShareLink;
  /** Starts a conversation from a topic's answers and gets the reply. */
  startConversation: ConversationExchange;
  /** Stops sharing one of your entries: its link then finds nothing. */
  unshareEntry: MessagePayload;
  /** Changes email, password or display name (at least one). */
  updateProfile: UpdateProfilePayload;
  /** Uploads one PNG, JPEG, PDF or plain text file, judged by its content (10 MB at most by default). Send it as a GraphQL multipart request with the header `apollo-require-preflight: true`. */
  uploadFile: File;
};


export type MutationAddNoteArgs = {
  input: AddNoteInput;
};


export type MutationContinueConversationArgs = {
  input: ContinueConversationInput;
  stream?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDeleteAccountArgs = {
  password: Scalars['String']['input'];
};


export type MutationDeleteConversationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationExportConversationArgs = {
  format?: ConversationExportFormat;
  id: Scalars['ID']['input'];
};


export type MutationExportJournalArgs = {
  format?: JournalExportFormat;
};


export type MutationImportJournalArgs = {
  file: Scalars['Upload']['input'];
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRenameConversationArgs = {
  input: RenameConversationInput;
};


export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationRetryReplyArgs = {
  entryId: Scalars['ID']['input'];
  stream?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationShareEntryArgs = {
  entryId: Scalars['ID']['input'];
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationStartConversationArgs = {
  input: StartConversationInput;
  stream?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUnshareEntryArgs = {
  entryId: Scalars['ID']['input'];
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUploadFileArgs = {
  file: Scalars['Upload']['input'];
};

/** The signed-in user's account details. */
export type Profile = {
  __typename?: 'Profile';
  /** The name used in greetings; the username when unset. */
  displayName?: Maybe<Scalars['String']['output']>;
  /** The address that password reset links go to. */
  email: Scalars['String']['output'];
  /** The account name; it never changes. */
  username: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** One of your conversations; its timeline (notes included) comes in pages through `entries`, newest first. */
  conversation: Conversation;
  /** Your conversations, most recently active first, with their openings. */
  conversations: ConversationPage;
  /** One of your files, with a fresh download URL (the URLs expire after an hour). */
  file: File;
  /** The signed-in user's profile. */
  me: Profile;
  /** The entries you share, most recently shared first. */
  myShares: SharePage;
  /** The notes to self of one of your conversations, in order (paged). */
  notes: Array<Entry>;
  /** Searches your conversations (answers, messages, replies), notes and files (their names, and the text inside text files and PDFs): every word of the term, as a prefix or with a small typo. Best match first, then newest; counted exactly up to 1,000 results (see `SearchPage.totalIsExact`). */
  searchEntries: SearchPage;
  /** What a share link shows: the opening of a conversation, one continuation (continuationIndex) or one note (noteId). Anything not shared answers NOT_FOUND, except to its owner. */
  sharedEntry: SharedPost;
};


export type QueryConversationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryConversationsArgs = {
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
};


export type QueryFileArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMySharesArgs = {
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
};


export type QueryNotesArgs = {
  conversationId: Scalars['ID']['input'];
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
};


export type QuerySearchEntriesArgs = {
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
  term: Scalars['String']['input'];
};


export type QuerySharedEntryArgs = {
  continuationIndex?: InputMaybe<Scalars['Int']['input']>;
  conversationId: Scalars['ID']['input'];
  noteId?: InputMaybe<Scalars['ID']['input']>;
};

/** An answer to one of the topic's questions. */
export type QuestionAnswer = {
  __typename?: 'QuestionAnswer';
  /** The answer. */
  answer: Scalars['String']['output'];
  /** The question as it was asked. */
  question: Scalars['String']['output'];
  /** The question id in the topic config. */
  questionId: Scalars['String']['output'];
};

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

/** A step of a reply being generated. */
export type ReplyChunk = {
  __typename?: 'ReplyChunk';
  /** The text added since the previous step. */
  delta: Scalars['String']['output'];
  /** The entry whose reply this is. */
  entryId: Scalars['ID']['output'];
  /** Why the reply failed, when status is failed. */
  error?: Maybe<Scalars['String']['output']>;
  /** pending while generating, then complete or failed (the last event). */
  status: ReplyStatus;
  /** The whole reply so far: render this rather than appending deltas. */
  text: Scalars['String']['output'];
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

/** A page of search results, best match first, then newest first. */
export type SearchPage = {
  __typename?: 'SearchPage';
  /** Whether another page follows. */
  hasMore: Scalars['Boolean']['output'];
  /** The results on this page. */
  items: Array<SearchResult>;
  /** How many results there are in all, counted up to 1,000: with more, 1,000 and `totalIsExact` false. Pages end there; a narrower term finds the rest. */
  total: Scalars['Int']['output'];
  /** Whether `total` is the exact count. False when there are more than 1,000 results: show "1,000+". The results are then the best matches among your 1,000 newest. */
  totalIsExact: Scalars['Boolean']['output'];
};

/** One place in your journal where the search term was found. */
export type SearchResult = {
  __typename?: 'SearchResult';
  /** The conversation to open; null for a file not attached to any conversation. */
  conversationId?: Maybe<Scalars['ID']['output']>;
  /** When the entry was written or the file uploaded. */
  createdAt: Scalars['DateTime']['output'];
  /** The entry found (for a file: the entry it is attached to, if any). Scroll to it, or share it. */
  entryId?: Maybe<Scalars['ID']['output']>;
  /** The file found, for `file` results; null otherwise. */
  fileId?: Maybe<Scalars['ID']['output']>;
  /** The matched words in `snippet`, to mark without HTML. */
  highlights: Array<TextRange>;
  /** The continuation's position among its conversation's continuations (0 is the first), for continuation results and files attached to a continuation; null otherwise. */
  index?: Maybe<Scalars['Int']['output']>;
  /** The note found, for `note` results; null otherwise. */
  noteId?: Maybe<Scalars['ID']['output']>;
  /** The conversation's project name; null for a file on its own. */
  projectName?: Maybe<Scalars['String']['output']>;
  /** Plain text around the match, prefixed `You: `, `Flexi: ` or `File: `; fragments are joined by ` … `. A file found by its text: `File: <name> — ` and fragments of the text. */
  snippet: Scalars['String']['output'];
  /** What was found: your words, a reply, a note or a file (by its name or its text). */
  type: SearchResultType;
};

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

/** An entry you shared, and the link that shows it to other logged-in users. */
export type ShareLink = {
  __typename?: 'ShareLink';
  /** For a continuation, its position among the conversation's continuations (0 is the first). */
  continuationIndex?: Maybe<Scalars['Int']['output']>;
  /** Its conversation (the `postId` of the share routes). */
  conversationId: Scalars['ID']['output'];
  /** The shared entry. */
  entryId: Scalars['ID']['output'];
  /** Whether the link has expired: viewers are told so; share again to renew it. */
  expired: Scalars['Boolean']['output'];
  /** When the link stops working; null: never. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Opening, continuation or note. */
  kind: EntryKind;
  /** For a note, its id; null otherwise. */
  noteId?: Maybe<Scalars['ID']['output']>;
  /** The conversation's project name. */
  projectName: Scalars['String']['output'];
  /** When it was shared; null once it is no longer shared. */
  sharedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The link to send: PUBLIC_URL plus the share route (`/#/share/post/…`). */
  url: Scalars['String']['output'];
};

/** A page of your shared entries, most recently shared first. */
export type SharePage = {
  __typename?: 'SharePage';
  /** Whether another page follows. */
  hasMore: Scalars['Boolean']['output'];
  /** The shares on this page. */
  items: Array<ShareLink>;
  /** How many entries you share in all. */
  total: Scalars['Int']['output'];
};

/** What a share link shows: exactly the one entry that was shared, with its project name. */
export type SharedPost = {
  __typename?: 'SharedPost';
  /** For a continuation, its position among the conversation's continuations (0 is the first). */
  continuationIndex?: Maybe<Scalars['Int']['output']>;
  /** The conversation (the `postId` of the share routes). */
  conversationId: Scalars['ID']['output'];
  /** The shared entry; its file URL is signed for you. */
  entry: Entry;
  /** Opening, continuation or note. */
  kind: EntryKind;
  /** Whether it is yours: owners see their own entries here whether shared or not. */
  mine: Scalars['Boolean']['output'];
  /** For a note, its id; null otherwise. */
  noteId?: Maybe<Scalars['ID']['output']>;
  /** The conversation's project name, for the heading. */
  projectName: Scalars['String']['output'];
  /** The link that shows this entry. */
  url: Scalars['String']['output'];
};

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

export type Subscription = {
  __typename?: 'Subscription';
  /** The reply of one of your entries as it is generated: first its current state, then every step, ending with status complete or failed. Over graphql-ws on /graphql; pass `authorization: Bearer <token>` in the connection params. */
  replyStream: ReplyChunk;
};


export type SubscriptionReplyStreamArgs = {
  entryId: Scalars['ID']['input'];
};

/** A run of characters in a text. */
export type TextRange = {
  __typename?: 'TextRange';
  /** How long it is, in UTF-16 code units. */
  length: Scalars['Int']['output'];
  /** Where it starts, in UTF-16 code units (JavaScript string indexes). */
  start: Scalars['Int']['output'];
};

/** Changes to the profile; at least one field. The username never changes. */
export type UpdateProfileInput = {
  /** Your current password: required to change the password or the email address. */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  /** A new display name; it cannot be blank. */
  displayName?: InputMaybe<Scalars['String']['input']>;
  /** A new email address. Needs currentPassword when it differs from the current one. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** A new password, at least 6 characters and not a common one. Needs currentPassword. Signs out every session; the answer carries a new token. */
  password?: InputMaybe<Scalars['String']['input']>;
};

/** The profile after an update. */
export type UpdateProfilePayload = {
  __typename?: 'UpdateProfilePayload';
  /** A short, user-facing description of the outcome. */
  message: Scalars['String']['output'];
  /** The updated profile. */
  profile: Profile;
  /** A fresh session token when the password changed (older tokens stop working); null otherwise. */
  token?: Maybe<Scalars['String']['output']>;
};

export type AttachedFileFragment = { __typename?: 'File', id: string, fileName: string, fileType: string, fileUrl: string };

export type UploadFileMutationVariables = Exact<{
  file: Scalars['Upload']['input'];
}>;


export type UploadFileMutation = { __typename?: 'Mutation', uploadFile: { __typename?: 'File', id: string, fileName: string, fileType: string, fileUrl: string } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'AuthPayload', token: string, message: string } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { __typename?: 'Mutation', register: { __typename?: 'MessagePayload', message: string } };

export type RequestPasswordResetMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type RequestPasswordResetMutation = { __typename?: 'Mutation', requestPasswordReset: { __typename?: 'MessagePayload', message: string } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: { __typename?: 'MessagePayload', message: string } };

export type ExportLinkFieldsFragment = { __typename?: 'ExportLink', url: string, fileName: string, expiresAt: string };

export type ExportJournalMutationVariables = Exact<{ [key: string]: never; }>;


export type ExportJournalMutation = { __typename?: 'Mutation', exportJournal: { __typename?: 'ExportLink', url: string, fileName: string, expiresAt: string } };

export type ExportConversationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ExportConversationMutation = { __typename?: 'Mutation', exportConversation: { __typename?: 'ExportLink', url: string, fileName: string, expiresAt: string } };

export type ImportJournalMutationVariables = Exact<{
  file: Scalars['Upload']['input'];
}>;


export type ImportJournalMutation = { __typename?: 'Mutation', importJournal: { __typename?: 'ImportSummary', conversations: number, entries: number, files: number } };

export type HistoryConversationFragment = { __typename?: 'Conversation', id: string, title: string, projectName: string, createdAt: string, updatedAt: string, opening?: { __typename?: 'Entry', id: string, userText: string, replyText?: string | null, createdAt: string } | null };

export type ConversationHistoryQueryVariables = Exact<{
  limit: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type ConversationHistoryQuery = { __typename?: 'Query', conversations: { __typename?: 'ConversationPage', total: number, hasMore: boolean, items: Array<{ __typename?: 'Conversation', id: string, title: string, projectName: string, createdAt: string, updatedAt: string, opening?: { __typename?: 'Entry', id: string, userText: string, replyText?: string | null, createdAt: string } | null }> } };

export type RenameConversationMutationVariables = Exact<{
  input: RenameConversationInput;
}>;


export type RenameConversationMutation = { __typename?: 'Mutation', renameConversation: { __typename?: 'Conversation', id: string, title: string } };

export type DeleteConversationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteConversationMutation = { __typename?: 'Mutation', deleteConversation: { __typename?: 'MessagePayload', message: string } };

export type JourneyEntryFragment = { __typename?: 'Entry', id: string, conversationId: string, kind: EntryKind, userText: string, replyText?: string | null, replyStatus: ReplyStatus, replyError?: string | null, orderIndex: number, createdAt: string, file?: { __typename?: 'File', id: string, fileName: string, fileType: string, fileUrl: string } | null };

export type JourneyTimelineFragment = { __typename?: 'Conversation', id: string, entryCount: number, entries: Array<{ __typename?: 'Entry', id: string, conversationId: string, kind: EntryKind, userText: string, replyText?: string | null, replyStatus: ReplyStatus, replyError?: string | null, orderIndex: number, createdAt: string, file?: { __typename?: 'File', id: string, fileName: string, fileType: string, fileUrl: string } | null }> };

export type JourneyConversationQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type JourneyConversationQuery = { __typename?: 'Query', conversation: { __typename?: 'Conversation', id: string, projectName: string, title: string, topic: string, entryCount: number, entries: Array<{ __typename?: 'Entry', id: string, conversationId: string, kind: EntryKind, userText: string, replyText?: string | null, replyStatus: ReplyStatus, replyError?: string | null, orderIndex: number, createdAt: string, file?: { __typename?: 'File', id: string, fileName: string, fileType: string, fileUrl: string } | null }> } };

export type JourneyOlderEntriesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  before: Scalars['ID']['input'];
  first: Scalars['Int']['input'];
}>;


export type JourneyOlderEntriesQuery = { __typename?: 'Query', conversation: { __typename?: 'Conversation', id: string, entries: Array<{ __typename?: 'Entry', id: string, conversationId: string, kind: EntryKind, userText: string, replyText?: string | null, replyStatus: ReplyStatus, replyError?: string | null, orderIndex: number, createdAt: string, file?: { __typename?: 'File', id: string, fileName: string, fileType: string, fileUrl: string } | null }> } };

export type StartConversationMutationVariables = Exact<{
  input: StartConversationInput;
}>;


export type StartConversationMutation = { __typename?: 'Mutation', startConversation: { __typename?: 'ConversationExchange', conversation: { __typename?: 'Conversation', id: string, projectName: string, title: string, topic: string, entryCount: number, entries: Array<{ __typename?: 'Entry', id: string, conversationId: string, kind: EntryKind, userText: string, replyText?: string | null, replyStatus: ReplyStatus, replyError?: string | null, orderIndex: number, createdAt: string, file?: { __typename?: 'File', id: string, fileName: string, fileType: string, fileUrl: string } | null }> }, entry: { __typename?: 'Entry', id: string, conversationId: string, kind: EntryKind, userText: string, replyText?: string | null, replyStatus: ReplyStatus, replyError?: string | null, orderIndex: number, createdAt: string, file?: { __typename?: 'File', id: string, fileName: string, fileType: string, fileUrl: string } | null } } };

export type ContinueConversationMutationVariables = Exact<{
  input: ContinueConversationInput;
}>;


export type ContinueConversationMutation = { __typename?: 'Mutation', continueConversation: { __typename?: 'ConversationExchange', conversation: { __typename?: 'Conversation', id: string, entryCount: number }, entry: { __typename?: 'Entry', id: string, conversationId: string, kind: EntryKind, userText: string, replyText?: string | null, replyStatus: ReplyStatus, replyError?: string | null, orderIndex: number, createdAt: string, file?: { __typename?: 'File', id: string, fileName: string, fileType: string, fileUrl: string } | null } } };

export type RetryReplyMutationVariables = Exact<{
  entryId: Scalars['ID']['input'];
}>;


export type RetryReplyMutation = { __typename?: 'Mutation', retryReply: { __typename?: 'ConversationExchange', entry: { __typename?: 'Entry', id: string, conversationId: string, kind: EntryKind, userText: string, replyText?: string | null, replyStatus: ReplyStatus, replyError?: string | null, orderIndex: number, createdAt: string, file?: { __typename?: 'File', id: string, fileName: string, fileType: string, fileUrl: string } | null } } };

export type AddNoteMutationVariables = Exact<{
  input: AddNoteInput;
}>;


export type AddNoteMutation = { __typename?: 'Mutation', addNote: { __typename?: 'Entry', id: string, conversationId: string, kind: EntryKind, userText: string, replyText?: string | null, replyStatus: ReplyStatus, replyError?: string | null, orderIndex: number, createdAt: string, file?: { __typename?: 'File', id: string, fileName: string, fileType: string, fileUrl: string } | null } };

export type ReplyStreamSubscriptionVariables = Exact<{
  entryId: Scalars['ID']['input'];
}>;


export type ReplyStreamSubscription = { __typename?: 'Subscription', replyStream: { __typename?: 'ReplyChunk', entryId: string, text: string, status: ReplyStatus, error?: string | null } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: { __typename?: 'Profile', username: string, email: string, displayName?: string | null } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { __typename?: 'Mutation', updateProfile: { __typename?: 'UpdateProfilePayload', message: string, token?: string | null, profile: { __typename?: 'Profile', username: string, email: string, displayName?: string | null } } };

export type DeleteAccountMutationVariables = Exact<{
  password: Scalars['String']['input'];
}>;


export type DeleteAccountMutation = { __typename?: 'Mutation', deleteAccount: { __typename?: 'MessagePayload', message: string } };

export type SearchResultItemFragment = { __typename?: 'SearchResult', conversationId?: string | null, entryId?: string | null, fileId?: string | null, noteId?: string | null, index?: number | null, type: SearchResultType, projectName?: string | null, snippet: string, createdAt: string, highlights: Array<{ __typename?: 'TextRange', start: number, length: number }> };

export type SearchEntriesQueryVariables = Exact<{
  term: Scalars['String']['input'];
  limit: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type SearchEntriesQuery = { __typename?: 'Query', searchEntries: { __typename?: 'SearchPage', total: number, hasMore: boolean, items: Array<{ __typename?: 'SearchResult', conversationId?: string | null, entryId?: string | null, fileId?: string | null, noteId?: string | null, index?: number | null, type: SearchResultType, projectName?: string | null, snippet: string, createdAt: string, highlights: Array<{ __typename?: 'TextRange', start: number, length: number }> }> } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: { __typename?: 'MessagePayload', message: string } };

export type ShareEntryMutationVariables = Exact<{
  entryId: Scalars['ID']['input'];
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ShareEntryMutation = { __typename?: 'Mutation', shareEntry: { __typename?: 'ShareLink', conversationId: string, entryId: string, kind: EntryKind, continuationIndex?: number | null, noteId?: string | null, projectName: string, url: string, sharedAt?: string | null, expiresAt?: string | null, expired: boolean } };

export type SharedEntryQueryVariables = Exact<{
  conversationId: Scalars['ID']['input'];
  continuationIndex?: InputMaybe<Scalars['Int']['input']>;
  noteId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type SharedEntryQuery = { __typename?: 'Query', sharedEntry: { __typename?: 'SharedPost', conversationId: string, continuationIndex?: number | null, noteId?: string | null, kind: EntryKind, projectName: string, mine: boolean, url: string, entry: { __typename?: 'Entry', id: string, conversationId: string, kind: EntryKind, userText: string, replyText?: string | null, replyStatus: ReplyStatus, replyError?: string | null, orderIndex: number, createdAt: string, file?: { __typename?: 'File', id: string, fileName: string, fileType: string, fileUrl: string } | null } } };

export type MySharesQueryVariables = Exact<{
  limit: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type MySharesQuery = { __typename?: 'Query', myShares: { __typename?: 'SharePage', total: number, hasMore: boolean, items: Array<{ __typename?: 'ShareLink', entryId: string, conversationId: string, kind: EntryKind, continuationIndex?: number | null, noteId?: string | null, projectName: string, sharedAt?: string | null, expiresAt?: string | null, expired: boolean }> } };

export type UnshareEntryMutationVariables = Exact<{
  entryId: Scalars['ID']['input'];
}>;


export type UnshareEntryMutation = { __typename?: 'Mutation', unshareEntry: { __typename?: 'MessagePayload', message: string } };

export const ExportLinkFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExportLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<ExportLinkFieldsFragment, unknown>;
export const HistoryConversationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryConversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"opening"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userText"}},{"kind":"Field","name":{"kind":"Name","value":"replyText"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<HistoryConversationFragment, unknown>;
export const AttachedFileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachedFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"File"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]} as unknown as DocumentNode<AttachedFileFragment, unknown>;
export const JourneyEntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"userText"}},{"kind":"Field","name":{"kind":"Name","value":"replyText"}},{"kind":"Field","name":{"kind":"Name","value":"replyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"replyError"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachedFile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachedFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"File"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]} as unknown as DocumentNode<JourneyEntryFragment, unknown>;
export const JourneyTimelineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyTimeline"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JourneyEntry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachedFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"File"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"userText"}},{"kind":"Field","name":{"kind":"Name","value":"replyText"}},{"kind":"Field","name":{"kind":"Name","value":"replyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"replyError"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachedFile"}}]}}]}}]} as unknown as DocumentNode<JourneyTimelineFragment, unknown>;
export const SearchResultItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchResultItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"noteId"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"snippet"}},{"kind":"Field","name":{"kind":"Name","value":"highlights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"length"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SearchResultItemFragment, unknown>;
export const UploadFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachedFile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachedFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"File"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]} as unknown as DocumentNode<UploadFileMutation, UploadFileMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ExportJournalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportJournal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportJournal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"ZIP"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExportLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<ExportJournalMutation, ExportJournalMutationVariables>;
export const ExportConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"MARKDOWN"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExportLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<ExportConversationMutation, ExportConversationMutationVariables>;
export const ImportJournalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportJournal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importJournal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversations"}},{"kind":"Field","name":{"kind":"Name","value":"entries"}},{"kind":"Field","name":{"kind":"Name","value":"files"}}]}}]}}]} as unknown as DocumentNode<ImportJournalMutation, ImportJournalMutationVariables>;
export const ConversationHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConversationHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryConversation"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryConversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"opening"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userText"}},{"kind":"Field","name":{"kind":"Name","value":"replyText"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ConversationHistoryQuery, ConversationHistoryQueryVariables>;
export const RenameConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenameConversationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<RenameConversationMutation, RenameConversationMutationVariables>;
export const DeleteConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteConversationMutation, DeleteConversationMutationVariables>;
export const JourneyConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JourneyConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JourneyEntry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachedFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"File"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"userText"}},{"kind":"Field","name":{"kind":"Name","value":"replyText"}},{"kind":"Field","name":{"kind":"Name","value":"replyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"replyError"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachedFile"}}]}}]}}]} as unknown as DocumentNode<JourneyConversationQuery, JourneyConversationQueryVariables>;
export const JourneyOlderEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JourneyOlderEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JourneyEntry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachedFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"File"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"userText"}},{"kind":"Field","name":{"kind":"Name","value":"replyText"}},{"kind":"Field","name":{"kind":"Name","value":"replyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"replyError"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachedFile"}}]}}]}}]} as unknown as DocumentNode<JourneyOlderEntriesQuery, JourneyOlderEntriesQueryVariables>;
export const StartConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartConversationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"stream"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JourneyEntry"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JourneyEntry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachedFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"File"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"userText"}},{"kind":"Field","name":{"kind":"Name","value":"replyText"}},{"kind":"Field","name":{"kind":"Name","value":"replyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"replyError"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachedFile"}}]}}]}}]} as unknown as DocumentNode<StartConversationMutation, StartConversationMutationVariables>;
export const ContinueConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContinueConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContinueConversationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"continueConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"stream"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JourneyEntry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachedFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"File"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"userText"}},{"kind":"Field","name":{"kind":"Name","value":"replyText"}},{"kind":"Field","name":{"kind":"Name","value":"replyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"replyError"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachedFile"}}]}}]}}]} as unknown as DocumentNode<ContinueConversationMutation, ContinueConversationMutationVariables>;
export const RetryReplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryReply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryReply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"stream"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JourneyEntry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachedFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"File"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"userText"}},{"kind":"Field","name":{"kind":"Name","value":"replyText"}},{"kind":"Field","name":{"kind":"Name","value":"replyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"replyError"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachedFile"}}]}}]}}]} as unknown as DocumentNode<RetryReplyMutation, RetryReplyMutationVariables>;
export const AddNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JourneyEntry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachedFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"File"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"userText"}},{"kind":"Field","name":{"kind":"Name","value":"replyText"}},{"kind":"Field","name":{"kind":"Name","value":"replyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"replyError"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachedFile"}}]}}]}}]} as unknown as DocumentNode<AddNoteMutation, AddNoteMutationVariables>;
export const ReplyStreamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ReplyStream"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyStream"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<ReplyStreamSubscription, ReplyStreamSubscriptionVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const DeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const SearchEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchResultItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchResultItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"noteId"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"snippet"}},{"kind":"Field","name":{"kind":"Name","value":"highlights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"length"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SearchEntriesQuery, SearchEntriesQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const ShareEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShareEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expiresInDays"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expiresInDays"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expiresInDays"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"continuationIndex"}},{"kind":"Field","name":{"kind":"Name","value":"noteId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}}]}}]}}]} as unknown as DocumentNode<ShareEntryMutation, ShareEntryMutationVariables>;
export const SharedEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"continuationIndex"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"noteId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"continuationIndex"},"value":{"kind":"Variable","name":{"kind":"Name","value":"continuationIndex"}}},{"kind":"Argument","name":{"kind":"Name","value":"noteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"noteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"continuationIndex"}},{"kind":"Field","name":{"kind":"Name","value":"noteId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JourneyEntry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachedFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"File"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"userText"}},{"kind":"Field","name":{"kind":"Name","value":"replyText"}},{"kind":"Field","name":{"kind":"Name","value":"replyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"replyError"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachedFile"}}]}}]}}]} as unknown as DocumentNode<SharedEntryQuery, SharedEntryQueryVariables>;
export const MySharesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyShares"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myShares"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"continuationIndex"}},{"kind":"Field","name":{"kind":"Name","value":"noteId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}}]}}]}}]}}]} as unknown as DocumentNode<MySharesQuery, MySharesQueryVariables>;
export const UnshareEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnshareEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unshareEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UnshareEntryMutation, UnshareEntryMutationVariables>;