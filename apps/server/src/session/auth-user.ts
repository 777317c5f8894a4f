/** The caller, as established by the JWT guard. */
export interface AuthUser {
  id: string;
  username: string;
  /** The session: the token's `jti`, and when the token expires (what logout revokes, and until when). */
  sessionId: string;
  sessionExpiresAt: Date;
}

/**
 * The token payload: `username` as the spec's clients read it; `sub` and `ver` (the user's token version,
 * raised by a password change to end every session) for the server; `jti` names the session for logout.
 */
export interface SessionTokenPayload {
  sub: string;
  username: string;
  ver: number;
  jti: string;
  exp: number;
}
