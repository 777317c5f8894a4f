/** The caller, as established by the JWT guard. */
export interface AuthUser {
  id: string;
  username: string;
}

/** The token payload: `username` as the spec's clients read it; `sub` and `ver` for the server. */
export interface SessionTokenPayload {
  sub: string;
  username: string;
  ver: number;
}
