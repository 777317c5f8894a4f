// The append of an entry in one round trip (EntriesRepository.append, when nothing else has to be written
// in its transaction): a message's path to its AI request, so every round trip before the commit counts.

/**
 * $1 the conversation, $2 the owner, $3 the kind, $4 the user's text, $5 the answers (JSON), $6 the file, $7
 * the reply's status, $8 the job or run that owns the reply (heartbeat stamped when given), $9 whether to
 * return the history (the conversation's opening and newest continuations, HISTORY_SQL, for the AI request). The entry
 * count with the new entry comes along, for the answer (`entryCount`) without a statement of its own.
 *
 * The UPDATE checks the owner, moves updated_at to now (history sorts by activity) and waits for any append
 * in progress on the conversation (its row lock). The INSERT takes the next order index as the statement's
 * snapshot sees it: when an append committed while this one waited, that index is taken and the INSERT does
 * nothing (e_id is null), and the caller appends again in a transaction whose INSERT sees it. One row, with
 * the conversation's columns and the entry's under e_; none when the conversation is not the owner's.
 */
/** More turns than any context budget holds (each costs at least about 30 tokens): a long conversation's history is read to here. */
export const HISTORY_TURNS_MAX = 400;

/**
 * The history of the conversation `conversation` (an SQL expression) as the AI may be told it: its opening and
 * its newest HISTORY_TURNS_MAX continuations (never notes), both along IDX_entries_conversation_order, so a
 * conversation of thousands of entries reads no more (issue 23 §1: the context budget keeps what fits).
 * `before`: only entries before this order index.
 */
export const HISTORY_SQL = (conversation: string, before = '') => `
  (SELECT kind, order_index, user_text, reply_text FROM entries
    WHERE conversation_id = ${conversation} AND kind = 'opening'${before && ` AND order_index < ${before}`})
  UNION ALL
  (SELECT kind, order_index, user_text, reply_text FROM entries
    WHERE conversation_id = ${conversation} AND kind = 'continuation'${before && ` AND order_index < ${before}`}
    ORDER BY order_index DESC LIMIT ${HISTORY_TURNS_MAX})`;

export const APPEND_SQL = `
WITH conversation AS (
  UPDATE conversations SET updated_at = now()
   WHERE id = $1 AND owner_id = $2
  RETURNING id, owner_id, topic, project_name, title, created_at, updated_at
), entry AS (
  INSERT INTO entries (conversation_id, owner_id, kind, order_index, user_text, answers, file_id, reply_status,
                       reply_job_id, reply_heartbeat_at)
  SELECT c.id, c.owner_id, $3,
         (SELECT COALESCE(MAX(order_index), -1) + 1 FROM entries WHERE conversation_id = c.id),
         $4, $5::jsonb, $6, $7, $8, CASE WHEN $8::uuid IS NULL THEN NULL ELSE now() END
    FROM conversation c
  ON CONFLICT (conversation_id, order_index) DO NOTHING
  RETURNING *
)
SELECT c.*,
       e.id AS e_id, e.conversation_id AS e_conversation_id, e.owner_id AS e_owner_id, e.kind AS e_kind,
       e.order_index AS e_order_index, e.user_text AS e_user_text, e.answers AS e_answers,
       e.reply_text AS e_reply_text, e.reply_status AS e_reply_status, e.reply_error AS e_reply_error,
       e.reply_by AS e_reply_by,
       e.reply_job_id AS e_reply_job_id, e.reply_heartbeat_at AS e_reply_heartbeat_at, e.file_id AS e_file_id,
       e.shared_at AS e_shared_at, e.share_expires_at AS e_share_expires_at,
       e.share_revoked_at AS e_share_revoked_at, e.mood AS e_mood, e.created_at AS e_created_at,
       e.edited_at AS e_edited_at, e.updated_at AS e_updated_at,
       (SELECT count(*)::int + 1 FROM entries n WHERE n.conversation_id = c.id) AS entry_count,
       CASE WHEN $9 THEN (
         SELECT coalesce(json_agg(json_build_object('kind', h.kind, 'orderIndex', h.order_index,
                                                    'userText', h.user_text, 'replyText', h.reply_text)
                                  ORDER BY h.order_index), '[]')
           FROM (${HISTORY_SQL('c.id')}) h
       ) END AS history,
       CASE WHEN $9 THEN (SELECT u.ai_memory FROM users u WHERE u.id = c.owner_id) END AS ai_memory
  FROM conversation c
  LEFT JOIN entry e ON true`;
