import { MARK_START, MARK_STOP, type SearchTerms } from './search-query';
import { buildShowSql, FRAGMENTS, WHOLE } from './search-show.sql';
import { RANKED_WINDOW, SEARCH_TOTAL_CAP, type SearchPlan } from './search-plan';

// Trigram word similarity at or above which a word of the owner's lexicon counts as what a typed word found
// nowhere stood for: `lighthuose` finds lighthouse (0.55), `cat` car (0.5); pg_trgm's default of 0.6 misses
// most one-letter typos in short words.
export const WORD_SIMILARITY_THRESHOLD = 0.45;

// A typed word found nowhere stands for at most this many words of the owner's lexicon (the closest): enough
// for any typo, and a short word like `cat` cannot turn into a query of thousands of words.
const TYPO_WORDS_MAX = 20;

// ts_rank's weights are {D, C, B, A}; an entry's document holds the user's side as A and the reply as B.
const USER_SIDE_WEIGHTS = `'{0,0,0,1}'::float4[]`;
const REPLY_SIDE_WEIGHTS = `'{0,0,1,0}'::float4[]`;

/** A page of one owner's matches for `terms`, found as `plan` says. */
export interface PageRequest {
  ownerId: string;
  terms: SearchTerms;
  plan: SearchPlan;
  offset: number;
  limit: number;
}

/** A statement's text and its parameters. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * The statement that finds a search's page, with its parameters. Exported so that a test can EXPLAIN it. Its
 * text depends on the plan's path only (the terms, the read and the page are parameters).
 *
 * Entries are found as `plan` says: by reading the owner's entries newest first and testing each stored
 * document until enough match (ts_match_vq is @@ as a function, which no index serves, so the walk is what
 * runs), or through the GIN index on (owner, document) by the exact words the term stands for. Either way only
 * the newest matches are read: as many as the page needs and, when the total must be counted, up to the cap.
 * Files (few per owner) through their GIN index, those an entry carries only. Each entry's user side (weight A) and reply side (weight B)
 * is judged on the stored document; the newest RANKED_WINDOW matches of each kind are ranked. One row per
 * result of the page, in order, each with the counts (a row of counts alone when the page is empty).
 */
export function buildFindSql(page: PageRequest): Statement {
  const params: unknown[] = [];
  return { sql: findSql(binder(params), page).sql, params };
}

/**
 * The walk's statement: the find statement and the show statement of its page in one, so a common word's
 * search takes one round trip after the lexicon. Its text depends on nothing but the path, so it is prepared
 * once per connection. One row per result of the page, in order, with the counts (a row of counts alone when
 * the page is empty).
 */
export function buildWalkSql(page: PageRequest): Statement {
  const params: unknown[] = [];
  const bind = binder(params);
  const find = findSql(bind, page);
  const show = buildShowSql({
    page: 'SELECT type, entry_id, file_id, side, position FROM found_page WHERE type IS NOT NULL',
    owner: find.owner,
    every: find.every,
    marks: bind(MARK_START + MARK_STOP),
    whole: bind(WHOLE),
    fragments: bind(FRAGMENTS),
    any: `${bind(page.terms.any)}::tsquery`,
    words: `${bind(page.terms.words)}::text[]`,
  });
  const sql = `
    WITH found_page AS MATERIALIZED (${find.sql}),
    shown AS (${show})
    SELECT counted.results, counted.entry_matches, counted.file_matches, shown.*
    FROM (SELECT results, entry_matches, file_matches FROM found_page LIMIT 1) counted
    LEFT JOIN shown ON true
    ORDER BY shown.position`;
  return { sql, params };
}

/** Binds values in order: each call adds one to `params` and answers its placeholder. */
function binder(params: unknown[]): (value: unknown) => string {
  return (value) => {
    params.push(value);
    return `$${params.length}`;
  };
}

function findSql(
  bind: (value: unknown) => string,
  { ownerId, terms, plan, offset, limit }: PageRequest,
): { sql: string; owner: string; every: string } {
  const owner = bind(ownerId);
  const every = `${bind(terms.every)}::tsquery`;
  const everyUser = `${bind(terms.everyUser)}::tsquery`;
  const everyReply = `${bind(terms.everyReply)}::tsquery`;
  const lookup = `${bind(plan.lookup)}::tsquery`;
  // As many matches as the page reaches and the ranked window holds; up to one over the cap when counting.
  // A parameter, so that the walk's text is the same for every term and page (prepared once, see findPage).
  const read = `${bind(plan.count ? SEARCH_TOTAL_CAP + 1 : Math.max(RANKED_WINDOW, offset + limit))}::int`;
  const entryMatch =
    plan.path === 'walk' ? `ts_match_vq(e.search_vector, ${lookup})` : `e.search_vector @@ ${lookup}`;

  const sql = `
    -- The owner's newest matching entries, each judged per side on its stored document once: only these flags
    -- and the ranks of the newest are kept, not the documents.
    WITH entry_matches AS MATERIALIZED (
      SELECT m.id, m.kind, m.created_at, m.n <= ${RANKED_WINDOW} AS ranked,
        m.search_vector @@ ${everyUser} AS user_has_all, m.search_vector @@ ${everyReply} AS reply_has_all,
        CASE WHEN m.n <= ${RANKED_WINDOW} THEN ts_rank(${USER_SIDE_WEIGHTS}, m.search_vector, ${every}) END AS user_rank,
        CASE WHEN m.n <= ${RANKED_WINDOW} THEN ts_rank(${REPLY_SIDE_WEIGHTS}, m.search_vector, ${every}) END AS reply_rank
      FROM (
        SELECT e.id, e.kind, e.created_at, e.search_vector,
          row_number() OVER (ORDER BY e.created_at DESC) AS n
        FROM (
          SELECT e.id, e.kind, e.created_at, e.search_vector
          FROM entries e
          WHERE e.owner_id = ${owner} AND ${entryMatch}
          ORDER BY e.created_at DESC
          LIMIT ${read}
        ) e
      ) m
    ),
    file_matches AS MATERIALIZED (
      SELECT m.id, m.created_at, m.n <= ${RANKED_WINDOW} AS ranked,
        CASE WHEN m.n <= ${RANKED_WINDOW} THEN ts_rank(m.search_vector, ${every}) END AS rank
      FROM (
        SELECT f.id, f.created_at, f.search_vector, row_number() OVER (ORDER BY f.created_at DESC) AS n
        FROM (
          SELECT f.id, f.created_at, f.search_vector
          FROM files f
          -- Only files an entry carries: an upload never sent (or taken out of the composer) is found by
          -- nothing, and goes with the abandoned uploads.
          WHERE f.owner_id = ${owner} AND f.search_vector @@ ${lookup}
            AND EXISTS (SELECT 1 FROM entries l WHERE l.file_id = f.id AND l.owner_id = ${owner})
          ORDER BY f.created_at DESC
          LIMIT ${read}
        ) f
      ) m
    ),
    results AS (
      -- A side that matches on its own is a result; when the words are spread over both, the user's side is.
      SELECT CASE m.kind WHEN 'note' THEN 'note' WHEN 'opening' THEN 'prompt' ELSE 'continuation' END AS type,
        m.id AS entry_id, NULL::uuid AS file_id, 'user' AS side, m.created_at, m.ranked, m.user_rank AS rank
      FROM entry_matches m
      WHERE m.user_has_all OR NOT m.reply_has_all
      UNION ALL
      SELECT CASE m.kind WHEN 'opening' THEN 'response' ELSE 'continuation-response' END,
        m.id, NULL, 'reply', m.created_at, m.ranked, m.reply_rank
      FROM entry_matches m
      WHERE m.reply_has_all
      UNION ALL
      SELECT 'file', NULL, f.id, 'file', f.created_at, f.ranked, f.rank
      FROM file_matches f
    ),
    page AS (
      SELECT p.*, row_number() OVER (ORDER BY ranked DESC, rank DESC, created_at DESC, coalesce(file_id, entry_id), type)
        AS position
      FROM (
        SELECT * FROM results
        ORDER BY ranked DESC, rank DESC, created_at DESC, coalesce(file_id, entry_id), type
        LIMIT ${bind(limit)} OFFSET ${bind(offset)}
      ) p
    )
    SELECT counted.results, counted.entry_matches, counted.file_matches,
      page.type, page.entry_id, page.file_id, page.side, page.position
    FROM (
      SELECT (SELECT count(*)::int FROM results) AS results,
        (SELECT count(*)::int FROM entry_matches) AS entry_matches,
        (SELECT count(*)::int FROM file_matches) AS file_matches
    ) counted
    LEFT JOIN page ON true
    ORDER BY page.position`;
  return { sql, owner, every };
}

// A typed word's words are read up to this many (in word order); a prefix that starts more is common enough
// to be found by the walk, and its words are not listed.
export const LEXICON_WORDS_MAX = 64;

/**
 * For each word of $2 (text[]), in order: the owner $1's words it starts (up to LEXICON_WORDS_MAX and one
 * more), with the documents of each. search_words is keyed by (owner_id, word) in "C" collation, so the prefix
 * is a range of the key.
 */
export const LEXICON_SQL = `
  SELECT t.typed, coalesce(array_agg(s.word) FILTER (WHERE s.word IS NOT NULL), '{}') AS words,
    coalesce(array_agg(s.uses) FILTER (WHERE s.word IS NOT NULL), '{}') AS uses
  FROM unnest($2::text[]) WITH ORDINALITY AS t(typed, position)
  LEFT JOIN LATERAL (
    SELECT w.word, w.uses FROM search_words w
    WHERE w.owner_id = $1 AND w.word >= t.typed COLLATE "C" AND w.word < (t.typed || chr(1114111)) COLLATE "C"
    ORDER BY w.word
    LIMIT ${LEXICON_WORDS_MAX + 1}
  ) s ON true
  GROUP BY t.typed, t.position
  ORDER BY t.position`;

/** The similarity threshold of `<%`, for the transaction that runs TYPO_WORDS_SQL only. */
export const SET_WORD_SIMILARITY_SQL = `SET LOCAL pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`;

/**
 * For each word of $2 (text[]), the closest words of the owner $1's lexicon it could be a typo of, with the
 * documents of each, closest first.
 */
export const TYPO_WORDS_SQL = `
  SELECT t.typed, c.word, c.uses
  FROM unnest($2::text[]) WITH ORDINALITY AS t(typed, position)
  CROSS JOIN LATERAL (
    SELECT s.word, s.uses, word_similarity(t.typed, s.word) AS similarity FROM search_words s
    WHERE s.owner_id = $1 AND t.typed <% s.word
    ORDER BY similarity DESC, s.word
    LIMIT ${TYPO_WORDS_MAX}
  ) c
  ORDER BY t.position, c.similarity DESC, c.word`;
