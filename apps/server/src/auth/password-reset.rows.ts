// The one place where raw rows of `password_resets` (a QueryBuilder's RETURNING) are described: every
// repository that reads the table raw goes through here.

/** A `password_resets` row as PostgreSQL returns it. */
export interface PasswordResetRow {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}
