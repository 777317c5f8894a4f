import { MARK_START, MARK_STOP } from './search-query';

// Snippets: a text up to this long (file names, most notes) is shown whole; a longer one as up to two short
// fragments around the matches.
const WHOLE_TEXT_MAX = 160;
export const FRAGMENTS = `StartSel=${MARK_START}, StopSel=${MARK_STOP}, MaxWords=14, MinWords=5, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
export const WHOLE = `StartSel=${MARK_START}, StopSel=${MARK_STOP}, HighlightAll=true`;
// ts_headline reads all of a text; of a file's text (up to 100,000 characters) it is given this many
// characters, starting this many before the first word found, which is plenty for two fragments of 14 words.
const SNIPPET_WINDOW = 2000;
const SNIPPET_WINDOW_BEFORE = 300;

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
 * Where the show statement takes its page and its values from, as SQL: `page` a query of the page's results
 * (columns type, entry_id, file_id, side and position), the others expressions (parameters).
 */
export interface ShowInputs {
  page: string;
  owner: string;
  /** The every-word query (tsquery). */
  every: string;
  /** The characters ts_headline marks with, removed from the texts first. */
  marks: string;
  /** The snippet options: a short text whole, a longer one as fragments. */
  whole: string;
  fragments: string;
  /** The any-word query (tsquery), and the words (text[]). */
  any: string;
  words: string;
}

/** The snippet options for `text`: whole when short, else fragments. */
const snippetOptions = (text: string, on: ShowInputs) =>
  `CASE WHEN length(${text}) <= ${WHOLE_TEXT_MAX} THEN ${on.whole} ELSE ${on.fragments} END`;

/**
 * The statement that shows a found page: one row per result, in the page's order (`position`), with the text
 * found as snippets. `on` says where its page and values come from.
 */
export function buildShowSql(on: ShowInputs): string {
  return `
    WITH page AS (${on.page}),
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
          AND NOT to_tsvector('simple', f.name || ' ' || ${innerWords('f.name')}) @@ ${on.every} AS in_text,
        f.extracted_text
      FROM page
      LEFT JOIN entries e ON page.file_id IS NULL AND e.id = page.entry_id AND e.owner_id = ${on.owner}
      LEFT JOIN files f ON f.id = page.file_id AND f.owner_id = ${on.owner}
      LEFT JOIN LATERAL (
        SELECT l.id, l.conversation_id, l.kind, l.order_index
        FROM entries l
        WHERE l.file_id = page.file_id AND l.owner_id = ${on.owner}
        ORDER BY l.created_at, l.id
        LIMIT 1
      ) link ON page.file_id IS NOT NULL
    )
    SELECT
      found.position, found.type, found.entry_id, found.file_id, found.conversation_id, found.kind, found.created_at,
      c.project_name,
      CASE WHEN found.kind = 'continuation' THEN (
        SELECT count(*)::int FROM entries earlier
        WHERE earlier.conversation_id = found.conversation_id
          AND earlier.kind = 'continuation'
          AND earlier.order_index < found.order_index
      ) END AS continuation_index,
      ts_headline(
        'simple', translate(found.body, ${on.marks}, ''), coalesce(highlight.query, ${on.any}), ${snippetOptions('found.body', on)}
      )
        AS headline,
      -- The words highlighted in a file's text are those it was found by.
      CASE WHEN found.in_text THEN ts_headline(
        'simple', translate(file_text.body, ${on.marks}, ''), ${on.any}, ${snippetOptions('file_text.body', on)}
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
          (regexp_match(found.extracted_text, ${startOfAnyWord(on.words)}, 'i'))[1]
        ), 0) END AS at
      ) first_word
    ) file_text ON found.in_text
    -- A file name is found by the words inside its tokens (harbour-map.png is one token): highlight the words
    -- searched for and the tokens that hold one of them inside, quoted as tsquery lexemes. An entry's document
    -- holds no inner words, so its words searched for are all there is to highlight. (A CASE, as a join's
    -- condition is tested after the lateral row is made: 0.2 ms an entry for nothing.)
    LEFT JOIN LATERAL (
      SELECT CASE WHEN found.file_id IS NOT NULL THEN ${on.any} || coalesce((
        SELECT to_tsquery('simple', string_agg(${quotedLexeme('l.lexeme')}, ' | '))
        FROM unnest(to_tsvector('simple', found.body)) l
        WHERE l.lexeme ~ '[^[:alnum:]]' AND to_tsvector('simple', ${innerWords('l.lexeme')}) @@ ${on.any}
      ), ${on.any}) END AS query
    ) highlight ON true
    -- Gone since it was found (deleted in between): left out.
    WHERE found.body IS NOT NULL
    ORDER BY found.position`;
}

/**
 * The show statement on its own, for a page found by the index path: its text never changes (the page and the
 * words are its parameters), so it is prepared once per connection and planned once: planning it per search
 * cost more than running it. The page's arrays and the owner are sub-selects, values PostgreSQL does not look
 * into when it plans, so that its plan made without the values costs what one made with them does and is kept
 * after five runs. Seen, a page of fewer than 10 results (PostgreSQL's guess for an array it cannot see) or a
 * writer with fewer entries than most made the plan for the values look cheaper, and every search planned it
 * again: 0.6 ms of a rare word's 1 ms show. Parameters: $1-$4 the page (types, entry ids, file ids, sides), $5
 * the owner, $6 the every-word query, $7 the marks, $8-$9 the snippet options (whole, fragments), $10 the
 * any-word query, $11 the words.
 */
export const SHOW_SQL = buildShowSql({
  page: `SELECT p.type, p.entry_id, p.file_id, p.side, p.position
      FROM unnest((SELECT $1::text[]), (SELECT $2::uuid[]), (SELECT $3::uuid[]), (SELECT $4::text[]))
        WITH ORDINALITY AS p(type, entry_id, file_id, side, position)`,
  owner: '(SELECT $5::uuid)',
  every: '$6::tsquery',
  marks: '$7',
  whole: '$8',
  fragments: '$9',
  any: '$10::tsquery',
  words: '$11::text[]',
});
