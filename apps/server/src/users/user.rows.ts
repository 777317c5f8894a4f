import type { UserEntity } from './user.entity';

// The one place where raw rows of `users` (statements written as SQL, a QueryBuilder's RETURNING) become
// entities: every repository that reads the table raw goes through here.

/** A `users` row as PostgreSQL returns it. */
export interface UserRow {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  display_name: string | null;
  time_zone: string | null;
  ai_memory: boolean;
  writing_reminder: unknown;
  review_digest: unknown;
  reminder_due_at: Date | null;
  digest_due_at: Date | null;
  token_version: number;
  created_at: Date;
  updated_at: Date;
}

/** What a session check reads of its user. */
export function toSessionUser(
  row: Pick<UserRow, 'username' | 'token_version'>,
): Pick<UserEntity, 'username' | 'tokenVersion'> {
  return { username: row.username, tokenVersion: row.token_version };
}
