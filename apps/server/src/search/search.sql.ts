import { MARK_START, MARK_STOP, type SearchTerms } from './search-query';
import { buildShowSql, FRAGMENTS, WHOLE } from './search-show.sql';
import { INDEX_MATCHES_MAX, RANKED_WINDOW, SEARCH_TOTAL_CAP, type SearchPlan } from './search-plan';

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

/** A page of one owner's matches for `terms`. */
export interface PageOf {
  ownerId: string;
  terms: SearchTerms;
  offset: number;
  limit: number;
}

/** A page of one owner's matches for `terms`, found as `plan` says. */
export interface PageRequest extends PageOf {
  plan: SearchPlan;
}

/** A page of one owner's matches for the typed words, found as their lexicon says (buildLexiconWalkSql). */
export interface UnplannedPageRequest extends PageOf {
  typed: string[];
}

/**
 * How a find statement finds its matches: as a plan made beforehand says, or by a walk that the statement
 * itself decides on (`gate`, a boolean) and sizes (`read`, given the page's end: how many matches to read).
 */
type FindBy = { plan: SearchPlan } | { gate: string; read: (pageEnd: string) => string };

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
  return { sql: findSql(binder(params), page, page).sql, params };
}

/**
 * The walk's statement: the find statement and the show statement of its page in one, so a common word's
 * search takes one round trip after the lexicon. Its text depends on nothing but the path, so it is prepared
 * once per connection. One row per result of the page, in order, with the counts (a row of counts alone when
 * the page is empty).
 */
export function buildWalkSql(page: PageRequest): Statement {
  const params: unknown[] = [];
  return { sql: walkSql(binder(params), page, page).sql, params };
}

/**
 * The lexicon of the typed words and, when it shows them common enough to walk, the walk's page: a common
 * word's search in one round trip. The choice is planSearch's (path `walk`, and whether to count), made again
 * here from the same lexicon rows over the same thresholds; the server checks the two agree, and runs its own
 * plan otherwise (search.repository.ts). The walk looks the typed words up as prefixes, which finds what
 * their words in the lexicon do, as fast. Its text depends on nothing, so it is prepared once per connection; a
 * rarer term runs the lexicon only (the walk's one-time filter is false). Each row carries the choice (walked,
 * counted), the first one the lexicon's rows (LexiconRow, as JSON), then the walk's row (buildWalkSql).
 */
export function buildLexiconWalkSql(page: UnplannedPageRequest): Statement {
  const params: unknown[] = [];
  const bind = binder(params);
  const walk = walkSql(bind, page, {
    gate: '(SELECT plan.walked FROM plan)',
    read: (pageEnd) =>
      `(SELECT CASE WHEN plan.counted THEN ${SEARCH_TOTAL_CAP + 1} ELSE ${pageEnd} END FROM plan)`,
  });
  const typed = `(SELECT ${bind(page.typed)}::text[])`;
  const sql = `
    WITH lexicon AS MATERIALIZED (${lexiconSql(walk.owner, typed)}),
    -- planSearch on the lexicon's rows: the matches are at most the fewest documents of any typed word (a prefix
    -- of more words than were read: more than can be told), and, for one word, at least its commonest word's.
    plan AS MATERIALIZED (
      SELECT coalesce(bool_and(l.words > 0) AND min(l.documents) > ${INDEX_MATCHES_MAX}, false) AS walked,
        count(*) > 1 OR coalesce(max(l.commonest), 0) <= ${SEARCH_TOTAL_CAP} AS counted
      FROM (
        SELECT cardinality(x.words) AS words,
          CASE WHEN cardinality(x.words) > ${LEXICON_WORDS_MAX} THEN 'Infinity'::float8
            ELSE (SELECT coalesce(sum(u), 0) FROM unnest(x.uses) u)::float8 END AS documents,
          (SELECT coalesce(max(u), 0) FROM unnest(x.uses) u) AS commonest
        FROM lexicon x
      ) l
    ),
    walk AS (${walk.sql})
    SELECT plan.walked, plan.counted,
      CASE WHEN row_number() OVER (ORDER BY walk.position) = 1 THEN (
        SELECT json_agg(json_build_object('typed', x.typed, 'words', x.words, 'uses', x.uses)
                        ORDER BY array_position(${typed}, x.typed))
        FROM lexicon x
      ) END AS lexicon,
      walk.*
    FROM plan CROSS JOIN walk
    ORDER BY walk.position`;
  return { sql, params };
}

/** The walk's find and the show of its page in one statement (see buildWalkSql). */
function walkSql(bind: (value: unknown) => string, page: PageOf, by: FindBy): { sql: string; owner: string } {
  const find = findSql(bind, page, by);
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
  return { sql, owner: find.owner };
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
  { ownerId, terms, offset, limit }: PageOf,
  by: FindBy,
): { sql: string; owner: string; every: string } {
  // The statement that chooses its own path is prepared for every search: its owner and words are sub-selects,
  // values PostgreSQL does not look into when it plans, so that the plan it keeps after five runs (made without
  // the values) costs what one made for them does. Seen otherwise, an average writer of the bench's data made
  // the plan for the values look cheaper, and planning it again took 1.2 ms of every search.
  const hidden = 'gate' in by;
  const owner = hidden ? `(SELECT ${bind(ownerId)}::uuid)` : bind(ownerId);
  const every = hidden ? `(SELECT ${bind(terms.every)}::tsquery)` : `${bind(terms.every)}::tsquery`;
  const everyUser = `${bind(terms.everyUser)}::tsquery`;
  const everyReply = `${bind(terms.everyReply)}::tsquery`;
  const plan = 'plan' in by ? by.plan : null;
  const lookup = plan ? `${bind(plan.lookup)}::tsquery` : every;
  // As many matches as the page reaches and the ranked window holds; up to one over the cap when counting.
  // A parameter, so that the walk's text is the same for every term and page (prepared once, see findPage).
  const pageEnd = Math.max(RANKED_WINDOW, offset + limit);
  const read =
    'plan' in by
      ? `${bind(by.plan.count ? SEARCH_TOTAL_CAP + 1 : pageEnd)}::int`
      : by.read(`${bind(pageEnd)}::int`);
  const gate = 'gate' in by ? ` AND ${by.gate}` : '';
  const entryMatch =
    plan?.path === 'index' ? `e.search_vector @@ ${lookup}` : `ts_match_vq(e.search_vector, ${lookup})`;

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
          WHERE e.owner_id = ${owner} AND ${entryMatch}${gate}
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
          WHERE f.owner_id = ${owner} AND f.search_vector @@ ${lookup}${gate}
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
export const LEXICON_SQL = lexiconSql('$1', '$2::text[]');

/** LEXICON_SQL for the owner `owner` and the typed words `typed` (text[]), both SQL expressions. */
function lexiconSql(owner: string, typed: string): string {
  return `
  SELECT t.typed, coalesce(array_agg(s.word) FILTER (WHERE s.word IS NOT NULL), '{}') AS words,
    coalesce(array_agg(s.uses) FILTER (WHERE s.word IS NOT NULL), '{}') AS uses
  FROM unnest(${typed}) WITH ORDINALITY AS t(typed, position)
  LEFT JOIN LATERAL (
    SELECT w.word, w.uses FROM search_words w
    WHERE w.owner_id = ${owner} AND w.word >= t.typed COLLATE "C" AND w.word < (t.typed || chr(1114111)) COLLATE "C"
    ORDER BY w.word
    LIMIT ${LEXICON_WORDS_MAX + 1}
  ) s ON true
  GROUP BY t.typed, t.position
  ORDER BY t.position`;
}

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
