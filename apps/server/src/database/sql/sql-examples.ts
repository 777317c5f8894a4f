const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * What the @Sql examples of repository methods name: rows that `npm run sql:snapshot` writes before each
 * example (EXAMPLE_ROWS_SQL), so that every statement of a method runs (a search finds its word, a deletion
 * finds its rows), and values for arguments. One owner with a conversation of three entries (an opening with
 * a file, a continuation, a shared note), a file nothing references written long ago, a reset link, a
 * logged-out session and a review being written.
 */
export const EXAMPLE = {
  ownerId: id(1),
  username: 'example',
  email: 'example@example.com',
  conversationId: id(2),
  openingId: id(3),
  continuationId: id(4),
  noteId: id(5),
  attachedFileId: id(6),
  abandonedFileId: id(7),
  sessionId: id(8),
  resetTokenHash: 'a'.repeat(64),
  /** For rows an example inserts. */
  newFileId: id(9),
  newConversationId: id(10),
  newEntryId: id(11),
  /** The job (or run here) a reply is written with. */
  replyJobId: id(12),
  /** A monthly review being written, and its job. */
  reviewId: id(13),
  reviewJobId: id(14),
  /** An answer of Ask your journal. */
  journalAnswerId: id(15),
  /** A personal access token of the owner (READ), and the sha256 it is looked up by. */
  accessTokenId: id(26),
  accessTokenHash: 'd'.repeat(64),
  /** A webhook of the owner's that wants new entries, and a delivery of one to it. */
  webhookId: id(16),
  webhookDeliveryId: id(17),
  /** A typo of a word of the entries (lighthouse), which the owner's lexicon resolves. */
  typo: 'lighthuose',
  /** Any time an argument needs. */
  time: new Date('2030-01-01T00:00:00.000Z'),
} as const;

export const EXAMPLE_ROWS_SQL = `
  INSERT INTO users (id, username, email, password_hash)
  VALUES ('${EXAMPLE.ownerId}', '${EXAMPLE.username}', '${EXAMPLE.email}', 'example-hash');
  INSERT INTO conversations (id, owner_id, topic, project_name)
  VALUES ('${EXAMPLE.conversationId}', '${EXAMPLE.ownerId}', 'reflection', 'Harbour walks');
  INSERT INTO files (id, owner_id, name, mime, size, sha256, storage_key, extracted_text, created_at)
  VALUES
    ('${EXAMPLE.attachedFileId}', '${EXAMPLE.ownerId}', 'harbour-map.txt', 'text/plain', 34, '${'b'.repeat(64)}',
      'attached-key', 'The lighthouse stands on the pier.', now()),
    ('${EXAMPLE.abandonedFileId}', '${EXAMPLE.ownerId}', 'draft.txt', 'text/plain', 5, '${'c'.repeat(64)}',
      'abandoned-key', 'draft', '2001-01-01T00:00:00Z');
  INSERT INTO entries (id, conversation_id, owner_id, kind, order_index, user_text, reply_text, reply_status,
    file_id, shared_at)
  VALUES
    ('${EXAMPLE.openingId}', '${EXAMPLE.conversationId}', '${EXAMPLE.ownerId}', 'opening', 0,
      'The lighthouse at the end of the harbour', 'A steady light.', 'complete', '${EXAMPLE.attachedFileId}', NULL),
    ('${EXAMPLE.continuationId}', '${EXAMPLE.conversationId}', '${EXAMPLE.ownerId}', 'continuation', 1,
      'Walked to the lighthouse again', 'Again?', 'complete', NULL, NULL),
    ('${EXAMPLE.noteId}', '${EXAMPLE.conversationId}', '${EXAMPLE.ownerId}', 'note', 2,
      'Ask the lighthouse keeper', NULL, 'none', NULL, now());
  INSERT INTO password_resets (user_id, token_hash, expires_at)
  VALUES ('${EXAMPLE.ownerId}', '${EXAMPLE.resetTokenHash}', now() + interval '1 hour');
  INSERT INTO revoked_sessions (id, user_id, expires_at)
  VALUES ('${EXAMPLE.sessionId}', '${EXAMPLE.ownerId}', now() + interval '1 hour');
  INSERT INTO reviews (id, owner_id, period, start_day, end_day, time_zone, status, stats, citations, job_id,
    heartbeat_at)
  VALUES ('${EXAMPLE.reviewId}', '${EXAMPLE.ownerId}', 'MONTH', '2030-01-01', '2030-01-31', 'UTC', 'pending',
    '{}', '[]', '${EXAMPLE.reviewJobId}', now() - interval '1 hour');
  INSERT INTO access_tokens (id, owner_id, name, token_hash, scopes)
  VALUES ('${EXAMPLE.accessTokenId}', '${EXAMPLE.ownerId}', 'Backup script', '${EXAMPLE.accessTokenHash}', '{READ}');
  INSERT INTO webhooks (id, owner_id, url, events, secret)
  VALUES ('${EXAMPLE.webhookId}', '${EXAMPLE.ownerId}', 'https://example.com/hook', '{ENTRY_CREATED}', 'whsec_x');
  INSERT INTO webhook_deliveries (id, webhook_id, event, payload, status, job_id)
  VALUES ('${EXAMPLE.webhookDeliveryId}', '${EXAMPLE.webhookId}', 'ENTRY_CREATED',
    '{"event": "ENTRY_CREATED", "timestamp": "2030-01-01T00:00:00.000Z", "data": {}}', 'pending',
    '${EXAMPLE.replyJobId}');
`;
