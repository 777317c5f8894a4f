import type * as CommonLanguage from '@zxcvbn-ts/language-common';

let commonPasswords: Set<string> | undefined;

/**
 * Whether a password is among the ~49,000 most common ones (zxcvbn-ts's ranked list, from breach corpora),
 * ignoring case. The list (16 MB in memory) is loaded on first use, so start-up does not pay for it; the
 * load is synchronous because class-validator orders a property's messages by declaration only for
 * synchronous rules, and the length rules' texts must win for a short password.
 */
export function isCommonPassword(password: string): boolean {
  if (!commonPasswords) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy load, see above
    const { dictionary } = require('@zxcvbn-ts/language-common') as typeof CommonLanguage;
    commonPasswords = new Set(dictionary['passwords-common']);
  }
  return commonPasswords.has(password.toLowerCase());
}
