// The product's business limits (spec section 9). Server validation and client counters read the same numbers.
export const LIMITS = {
  projectNameMax: 100,
  // A renamed conversation's title takes the project name's place in the history, so it has the same limit.
  titleMax: 100,
  answerMax: 600,
  messageMax: 600,
  passwordMin: 6,
  passwordMax: 128,
  usernameMin: 3,
  usernameMax: 32,
  emailMax: 254,
  displayNameMax: 80,
  // The longest search term, in characters; the search box stops there.
  searchTermMax: 200,
  // The longest a share link can be made to last; without an expiry it lasts until it is revoked.
  shareExpiryDaysMax: 365,
  // The largest journal export (zip) that importJournal takes: 200 MB. Attachments keep their own limit.
  importMaxBytes: 200 * 1024 * 1024,
  // Conversation.entries pages: the newest page opens a conversation, older ones load on scrolling up. The
  // maximum bounds one query and one answer however long a conversation grows.
  entriesPageDefault: 50,
  entriesPageMax: 200,
  // A question to Ask your journal (issue 23 §3), as long as a message.
  journalQuestionMax: 600,
  // Personal access tokens (issue 26 §1): a name to tell them apart, a lifetime of 1-365 days (or none), and
  // at most this many per writer.
  accessTokenNameMax: 100,
  accessTokenDaysMax: 365,
  accessTokensMax: 50,
} as const;

// Letters, digits, dot, underscore and hyphen; must start with a letter or digit.
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

// The spec's "simple address pattern": something@something.tld with no spaces.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
