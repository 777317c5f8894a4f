import { MARK_START, MARK_STOP, type SearchTerms } from './search-query';
import { RANKED_WINDOW, SEARCH_TOTAL_CAP, type SearchPlan } from './search-plan';

// Trigram word similarity at or above which a word of the owner's lexicon counts as what a typed word found
// nowhere stood for: `lighthuose` finds lighthouse (0.55), `cat` car (0.5); pg_trgm's default of 0.6 misses
// most one-letter typos in short words.
export const WORD_SIMILARITY_THRESHOLD = 0.45;

// A typed word found nowhere stands for at most this many words of the owner's lexicon (the closest): enough
// for any typo, and a short word like `cat` cannot turn into a query of thousands of words.
const TYPO_WORDS_MAX = 20;

// Snippets: a text up to this long (file names, most notes) is shown whole; a longer one as up to two short
// fragments around the matches.
const WHOLE_TEXT_MAX = 160;
export const FRAGMENTS = `StartSel=${MARK_START}, StopSel=${MARK_STOP}, MaxWords=14, MinWords=5, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
export const WHOLE = `StartSel=${MARK_START}, StopSel=${MARK_STOP}, HighlightAll=true`;
// ts_headline reads all of a text; of a file's text (up to 100,000 characters) it is given this many
// characters, starting this many before the first word found, which is plenty for two fragments of 14 words.
const SNIPPET_WINDOW = 2000;
const SNIPPET_WINDOW_BEFORE = 300;

// ts_rank's weights are {D, C, B, A}; an entry's document holds the user's side as A and the reply as B.
const USER_SIDE_WEIGHTS = `'{0,0,0,1}'::float4[]`;
const REPLY_SIDE_WEIGHTS = `'{0,0,1,0}'::float4[]`;

/** The words inside a name (`harbour-map.png`: harbour map png), as the migration SearchDocuments indexes them. */
const innerWords = (text: string) => `regexp_replace(${text}, '[^[:alnum:]]+', ' ', 'g')`;

/** A lexeme as tsquery text, quoted so that any characters in it stay one lexeme. */
const quotedLexeme = (lexeme: string) =>
  `'''' || replace(replace(${lexeme}, '\\', '\\\\'), '''', '''''') || ''''`;

/** A regular expression finding the start of any of `words` (a text[]), every other character quoted. */
const startOfAnyWord = (words: string) =>
  String.raw`'\m(?:' || array_to_string(ARRAY(
          SELECT regexp_replace(w, '([^[:alnum:]])', '\\\1', 'g') FROM unnest(${words}) w), '|') || ')'`;

/**
 * The statement that finds a search's page, with its parameters. Exported so that a test can EXPLAIN it. Its
 * text depends on the plan's path only (the terms, the read and the page are parameters).
 *
 * Entries are found as `plan` says: by reading the owner's entries newest first and testing each stored
 * document until enough match (ts_match_vq is @@ as a function, which no index serves, so the walk is what
 * runs), or through the GIN index on (owner, document) by the exact words the term stands for. Either way only
 * the newest matches are read: as many as the page needs and, when the total must be counted, up to the cap.
 * Files (few per owner) through their GIN index. Each entry's user side (weight A) and reply side (weight B)
 * is judged on the stored document; the newest RANKED_WINDOW matches of each kind are ranked. One row per
 * result of the page, in order, each with the counts (a row of counts alone when the page is empty).
 */
export function buildFindSql(
  ownerId: string,
  terms: SearchTerms,
  plan: SearchPlan,
  offset: number,
  limit: number,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
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
          WHERE f.owner_id = ${owner} AND f.search_vector @@ ${lookup}
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
      SELECT * FROM results
      ORDER BY ranked DESC, rank DESC, created_at DESC, coalesce(file_id, entry_id), type
      LIMIT ${bind(limit)} OFFSET ${bind(offset)}
    )
    SELECT counted.results, counted.entry_matches, counted.file_matches,
      page.type, page.entry_id, page.file_id, page.side
    FROM (
      SELECT (SELECT count(*)::int FROM results) AS results,
        (SELECT count(*)::int FROM entry_matches) AS entry_matches,
        (SELECT count(*)::int FROM file_matches) AS file_matches
    ) counted
    LEFT JOIN page ON true
    ORDER BY page.ranked DESC, page.rank DESC, page.created_at DESC, coalesce(page.file_id, page.entry_id),
      page.type`;
  return { sql, params };
}

/** The snippet options for `text`: whole when short, else fragments. */
const snippetOptions = (text: string) => `CASE WHEN length(${text}) <= ${WHOLE_TEXT_MAX} THEN $8 ELSE $9 END`;

/**
 * The statement that shows a found page: one row per result, in the page's order, with the text found as
 * snippets. Its text never changes (the page and the words are its parameters), so it is prepared once per
 * connection and planned once: planning it per search cost more than running it.
 *
 * Parameters: $1-$4 the page (types, entry ids, file ids, sides), $5 the owner, $6 the every-word query,
 * $7 the marks, $8-$9 the snippet options (whole, fragments), $10 the any-word query, $11 the words.
 */
export const SHOW_SQL = `
    WITH page AS (
      SELECT p.type, p.entry_id, p.file_id, p.side, p.position
      FROM unnest($1::text[], $2::uuid[], $3::uuid[], $4::text[])
        WITH ORDINALITY AS p(type, entry_id, file_id, side, position)
    ),
    -- What each result of the page shows: an entry's side, or a file's name (and its text when the name alone
    -- does not hold every word). A file links to the first entry it is attached to, if any.
    found AS MATERIALIZED (
      SELECT page.type, page.position, page.file_id,
        coalesce(f.created_at, e.created_at) AS created_at,
        coalesce(e.id, link.id) AS entry_id,
        coalesce(e.conversation_id, link.conversation_id) AS conversation_id,
        coalesce(e.kind, link.kind) AS kind,
        coalesce(e.order_index, link.order_index) AS order_index,
        CASE
          WHEN page.file_id IS NOT NULL THEN f.name
          ELSE search_plain_text(CASE page.side WHEN 'user' THEN e.user_text ELSE e.reply_text END)
        END AS body,
        page.file_id IS NOT NULL
          AND NOT to_tsvector('simple', f.name || ' ' || ${innerWords('f.name')}) @@ $6::tsquery AS in_text,
        f.extracted_text
      FROM page
      LEFT JOIN entries e ON page.file_id IS NULL AND e.id = page.entry_id AND e.owner_id = $5
      LEFT JOIN files f ON f.id = page.file_id AND f.owner_id = $5
      LEFT JOIN LATERAL (
        SELECT l.id, l.conversation_id, l.kind, l.order_index
        FROM entries l
        WHERE l.file_id = page.file_id AND l.owner_id = $5
        ORDER BY l.created_at, l.id
        LIMIT 1
      ) link ON page.file_id IS NOT NULL
    )
    SELECT
      found.type, found.entry_id, found.file_id, found.conversation_id, found.kind, found.created_at,
      c.project_name,
      CASE WHEN found.kind = 'continuation' THEN (
        SELECT count(*)::int FROM entries earlier
        WHERE earlier.conversation_id = found.conversation_id
          AND earlier.kind = 'continuation'
          AND earlier.order_index < found.order_index
      ) END AS continuation_index,
      ts_headline(
        'simple', translate(found.body, $7, ''), coalesce(highlight.query, $10::tsquery), ${snippetOptions('found.body')}
      )
        AS headline,
      -- The words highlighted in a file's text are those it was found by.
      CASE WHEN found.in_text THEN ts_headline(
        'simple', translate(file_text.body, $7, ''), $10::tsquery, ${snippetOptions('file_text.body')}
      ) END AS file_text_headline
    FROM found
    LEFT JOIN conversations c ON c.id = found.conversation_id
    -- ts_headline reads the whole text it is given: a long one is cut to a window from a little before the
    -- first word found (less its cut first word), or given whole when no word start is found there.
    LEFT JOIN LATERAL (
      SELECT CASE
        WHEN length(found.extracted_text) <= ${SNIPPET_WINDOW} OR first_word.at = 0 THEN found.extracted_text
        WHEN first_word.at <= ${SNIPPET_WINDOW_BEFORE} THEN left(found.extracted_text, ${SNIPPET_WINDOW})
        ELSE regexp_replace(
          substr(found.extracted_text, first_word.at - ${SNIPPET_WINDOW_BEFORE}, ${SNIPPET_WINDOW}),
          ${String.raw`'^\S*\s+'`}, '')
      END AS body
      FROM (
        SELECT CASE WHEN length(found.extracted_text) <= ${SNIPPET_WINDOW} THEN 0 ELSE coalesce(strpos(
          found.extracted_text,
          (regexp_match(found.extracted_text, ${startOfAnyWord('$11::text[]')}, 'i'))[1]
        ), 0) END AS at
      ) first_word
    ) file_text ON found.in_text
    -- A file name is found by the words inside its tokens (harbour-map.png is one token): highlight the words
    -- searched for and the tokens that hold one of them inside, quoted as tsquery lexemes. An entry's document
    -- holds no inner words, so its words searched for are all there is to highlight. (A CASE, as a join's
    -- condition is tested after the lateral row is made: 0.2 ms an entry for nothing.)
    LEFT JOIN LATERAL (
      SELECT CASE WHEN found.file_id IS NOT NULL THEN $10::tsquery || coalesce((
        SELECT to_tsquery('simple', string_agg(${quotedLexeme('l.lexeme')}, ' | '))
        FROM unnest(to_tsvector('simple', found.body)) l
        WHERE l.lexeme ~ '[^[:alnum:]]' AND to_tsvector('simple', ${innerWords('l.lexeme')}) @@ $10::tsquery
      ), $10::tsquery) END AS query
    ) highlight ON true
    -- Gone since it was found (deleted in between): left out.
    WHERE found.body IS NOT NULL
    ORDER BY found.position`;

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
