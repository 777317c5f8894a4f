// The history list's statements (ConversationsRepository.listWithOpenings), in a module of their own with no
// imports, so tools/bench runs exactly these from the build: its baseline server and its EXPLAIN ANALYZE.

/**
 * $1 the owner, $2 the offset, $3 the limit: the page of conversations, most recently active first
 * (IDX_conversations_owner_activity), each with its opening (IDX_entries_opening) and the opening's file, and
 * on every row how many conversations the owner has (an index-only count, run once): one round trip, as each
 * statement costs the server more in socket writes than PostgreSQL takes to run it.
 */
const listPageSql = (where: string) => `
WITH page AS (
  SELECT c.id, c.owner_id, c.topic, c.project_name, c.title, c.created_at, c.updated_at
    FROM conversations c
   WHERE c.owner_id = $1${where}
   ORDER BY c.updated_at DESC, c.id DESC
  OFFSET $2 LIMIT $3
)
SELECT c.*,
       e.id AS e_id, e.conversation_id AS e_conversation_id, e.owner_id AS e_owner_id, e.kind AS e_kind,
       e.order_index AS e_order_index, e.user_text AS e_user_text, e.answers AS e_answers,
       e.reply_text AS e_reply_text, e.reply_status AS e_reply_status, e.reply_error AS e_reply_error,
       e.reply_by AS e_reply_by,
       e.reply_job_id AS e_reply_job_id, e.reply_heartbeat_at AS e_reply_heartbeat_at,
       e.file_id AS e_file_id, e.shared_at AS e_shared_at, e.share_expires_at AS e_share_expires_at,
       e.share_revoked_at AS e_share_revoked_at, e.mood AS e_mood,
       e.edited_at AS e_edited_at, e.created_at AS e_created_at, e.updated_at AS e_updated_at,
       f.name AS f_name, f.mime AS f_mime, f.size AS f_size,
       (SELECT count(*)::int FROM conversations c WHERE c.owner_id = $1${where}) AS total
  FROM page c
  LEFT JOIN entries e ON e.conversation_id = c.id AND e.kind = 'opening'
  LEFT JOIN files f ON f.id = e.file_id
 ORDER BY c.updated_at DESC, c.id DESC`;

export const LIST_PAGE_SQL = listPageSql('');

/**
 * $1 the owner: how many conversations they have (no DISTINCT: ids are unique), for a page past the end, which
 * has no row to carry the count.
 */
export const LIST_COUNT_SQL = 'SELECT count(*)::int AS total FROM conversations WHERE owner_id = $1';

/**
 * The History panel's filter: a LIKE pattern (its wildcards escaped) for the title or the project name, and
 * the keys of the topics whose display name matches. It narrows the owner's conversations as the page
 * walks IDX_conversations_owner_activity, so it costs at most a scan of one writer's conversations.
 */
const filterSql = (pattern: string, topics: string) =>
  ` AND (c.title ILIKE ${pattern} OR c.project_name ILIKE ${pattern} OR c.topic = ANY(${topics}::text[]))`;

/** LIST_PAGE_SQL with the filter, in the page and in its count. */
export const LIST_FILTERED_PAGE_SQL = listPageSql(filterSql('$4', '$5'));

/** LIST_COUNT_SQL with the filter: $2 the pattern, $3 the topics. */
export const LIST_FILTERED_COUNT_SQL = `SELECT count(*)::int AS total FROM conversations c WHERE c.owner_id = $1${filterSql('$2', '$3')}`;
