import { createHash, randomBytes } from 'node:crypto';

/** What every access token starts with: easy to recognise in a header, and for secret scanners in a repository. */
export const ACCESS_TOKEN_PREFIX = 'flexi_pat_';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_BYTES = 32;
// 62^43 > 2^256: every 32-byte value fits in 43 digits, so every token has the same length.
const DIGITS = 43;

/** A new token: the prefix and 32 random bytes in base62 (53 characters in all). */
export function newAccessToken(): string {
  let value = BigInt(`0x${randomBytes(RANDOM_BYTES).toString('hex')}`);
  let digits = '';
  for (let i = 0; i < DIGITS; i++) {
    digits = BASE62[Number(value % 62n)] + digits;
    value /= 62n;
  }
  return `${ACCESS_TOKEN_PREFIX}${digits}`;
}

/** What is stored of a token, and what a presented one is looked up by. */
export function accessTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a bearer token is an access token (anything else is taken for a session token). */
export function isAccessToken(token: string): boolean {
  return token.startsWith(ACCESS_TOKEN_PREFIX);
}
