/** What a personal access token may do: READ runs queries, subscriptions and GETs; WRITE the rest. */
export type AccessScope = 'READ' | 'WRITE';

/** The caller, as established by the JWT guard. */
export interface AuthUser {
  id: string;
  username: string;
  /**
   * The session: the token's `jti`, and when the token expires (what logout revokes, and until when). For an
   * access token, its id and expiry (far in the future when it never expires).
   */
  sessionId: string;
  sessionExpiresAt: Date;
  /** Set when the caller came with a personal access token rather than a session: its id and scopes. */
  accessToken?: { id: string; scopes: readonly AccessScope[] };
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
