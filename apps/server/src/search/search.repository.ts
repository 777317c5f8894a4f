import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MARK_START, MARK_STOP, type SearchQuery } from './search-query';

export type SearchResultType =
  'prompt' | 'response' | 'continuation' | 'continuation-response' | 'note' | 'file';

/** One match as stored: the headlines still carry ts_headline's marks. */
export interface SearchHitRow {
  type: SearchResultType;
  entryId: string | null;
  fileId: string | null;
  conversationId: string | null;
  kind: 'opening' | 'continuation' | 'note' | null;
  projectName: string | null;
  continuationIndex: number | null;
  /** The text found: the entry's side, or the file's name. */
  headline: string;
  /** For a file found by what is inside it (not by its name alone): fragments of its text; null otherwise. */
  fileTextHeadline: string | null;
  createdAt: Date;
}

// Trigram word similarity at or above which a word counts as found: `lighthuose` finds lighthouse (0.55),
// `cat` still finds car (0.5); pg_trgm's default of 0.6 misses most one-letter typos in short words.
export const WORD_SIMILARITY_THRESHOLD = 0.45;

// Snippets: a text up to this long (file names, most notes) is shown whole; a longer one as up to two short
// fragments around the matches.
const WHOLE_TEXT_MAX = 160;
const FRAGMENTS = `StartSel=${MARK_START}, StopSel=${MARK_STOP}, MaxWords=14, MinWords=5, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
const WHOLE = `StartSel=${MARK_START}, StopSel=${MARK_STOP}, HighlightAll=true`;
// ts_headline reads all of a text; of a file's text (up to 100,000 characters) it is given this many
// characters, starting this many before the first word found, which is plenty for two fragments of 14 words.
const SNIPPET_WINDOW = 2000;
const SNIPPET_WINDOW_BEFORE = 300;

// EXACTLY the expressions of IDX_entries_search_fts and IDX_entries_search_trgm (migration Journal), so that
// the planner can use those indexes.
const ENTRY_TEXT = `(coalesce(e.user_text, '') || ' ' || coalesce(e.reply_text, ''))`;
const ENTRY_TSVECTOR = `to_tsvector('simple'::regconfig, ${ENTRY_TEXT})`;

// A typed word stands for at most this many other words of the owner's files (the closest): enough for any
// typo, and a short word like `cat` cannot turn into a query of thousands of words.
const TYPO_WORDS_MAX = 20;

/** A lexeme as tsquery text, quoted so that any characters in it stay one lexeme. */
const quotedLexeme = (lexeme: string) =>
  `'''' || replace(replace(${lexeme}, '\\', '\\\\'), '''', '''''') || ''''`;

/** A regular expression finding the start of any of `words` (a text[]), every other character quoted. */
const startOfAnyWord = (words: string) =>
  String.raw`'\m(?:' || array_to_string(ARRAY(
          SELECT regexp_replace(w, '([^[:alnum:]])', '\\\1', 'g') FROM unnest(${words}) w), '|') || ')'`;

interface RawRow {
  total: number;
  type: SearchResultType | null;
  entry_id: string | null;
  file_id: string | null;
  conversation_id: string | null;
  kind: SearchHitRow['kind'];
  project_name: string | null;
  continuation_index: number | null;
  headline: string | null;
  file_text_headline: string | null;
  created_at: Date | null;
}

/**
 * The one statement of a search, with its parameters. Exported so that a test can EXPLAIN it.
 *
 * Matching entries are found through the two GIN indexes (every word as a prefix in full text, or every word
 * close by trigrams); then each entry's user side and reply side is judged on its own, so that a result says
 * where the words are. Files match by name (trigrams, as names like `harbour-map.png` are one full-text
 * token) or by their search document (name and text), where each word is found as a prefix or as a word of
 * the owner's files close to it (`file_words`, see migration FileTextSearch). Ranks and the total cover every
 * match; snippets are made for the page alone.
 */
export function buildSearchSql(
  ownerId: string,
  query: SearchQuery,
  offset: number,
  limit: number,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const owner = bind(ownerId);
  const marks = bind(MARK_START + MARK_STOP);
  const whole = bind(WHOLE);
  const fragments = bind(FRAGMENTS);
  const tsquery = `to_tsquery('simple', ${bind(query.allPrefixes)})`;
  const term = bind(query.text);
  const anyPrefix = `to_tsquery('simple', ${bind(query.anyPrefix)})`;
  const words = query.words.map((word) => bind(word));
  const allClose = (text: string) => words.map((word) => `${word} <% ${text}`).join(' AND ');
  const anyClose = (text: string) => words.map((word) => `${word} <% ${text}`).join(' OR ');
  // Files: each typed word may also stand for the closest words of the owner's files (a typo of them).
  const typos = words.map(
    (word) => `ARRAY(
        SELECT fw.word FROM file_words fw
        WHERE fw.owner_id = ${owner} AND ${word} <% fw.word AND NOT starts_with(fw.word, ${word})
        ORDER BY word_similarity(${word}, fw.word) DESC, fw.word
        LIMIT ${TYPO_WORDS_MAX})`,
  );
  const fileTerms = query.words.map((word, i) => {
    const prefix = `to_tsquery('simple', ${bind(`${word}:*`)})`;
    const closeWords = `(SELECT string_agg(${quotedLexeme('w')}, ' | ')::tsquery FROM unnest(typos.c${i}) w)`;
    return `coalesce(${prefix} || ${closeWords}, ${prefix})`;
  });
  const allTypos = typos.map((_, i) => `typos.c${i}`).join(' || ');
  const everyFileWord = '(SELECT every_word FROM file_query)';
  const anyFileWord = '(SELECT any_word FROM file_query)';
  const nameHit = `((${allClose('f.name')}) OR to_tsvector('simple', f.name) @@ ${everyFileWord})`;

  const sql = `
    WITH matched AS (
      SELECT e.id, e.conversation_id, e.kind, e.order_index, e.user_text, e.reply_text, e.created_at
      FROM entries e
      WHERE e.owner_id = ${owner}
        AND (${ENTRY_TSVECTOR} @@ ${tsquery} OR (${allClose(ENTRY_TEXT)}))
    ),
    sides AS (
      SELECT m.*, s.side, s.body,
        (to_tsvector('simple', s.body) @@ ${tsquery} OR (${allClose('s.body')})) AS hit
      FROM matched m
      CROSS JOIN LATERAL (VALUES ('user', m.user_text), ('reply', m.reply_text)) AS s(side, body)
      WHERE s.body IS NOT NULL
    ),
    judged AS (
      SELECT sides.*, bool_or(hit) OVER (PARTITION BY id) AS entry_hit FROM sides
    ),
    file_typos AS MATERIALIZED (
      SELECT ${typos.map((list, i) => `${list} AS c${i}`).join(',\n        ')}
    ),
    file_terms AS MATERIALIZED (
      SELECT ${fileTerms.map((fileTerm, i) => `${fileTerm} AS t${i}`).join(',\n        ')}
      FROM file_typos typos
    ),
    -- Every typed word (as a prefix or a close word) for matching; any of them for highlighting; any of them
    -- as the start of a word (a regular expression) to find where a long text's snippet comes from.
    file_query AS MATERIALIZED (
      SELECT ${fileTerms.map((_, i) => `t${i}`).join(' && ')} AS every_word,
        ${fileTerms.map((_, i) => `t${i}`).join(' || ')} AS any_word,
        ${startOfAnyWord(`${bind(query.words)}::text[] || ${allTypos}`)} AS first_match
      FROM file_terms, file_typos typos
    ),
    results AS (
      -- A side that matches on its own is a result; when the words are spread over both, the user's side is.
      SELECT
        CASE
          WHEN kind = 'note' THEN 'note'
          WHEN kind = 'opening' THEN CASE side WHEN 'user' THEN 'prompt' ELSE 'response' END
          ELSE CASE side WHEN 'user' THEN 'continuation' ELSE 'continuation-response' END
        END AS type,
        id AS entry_id, NULL::uuid AS file_id, conversation_id, kind, order_index, body, false AS in_text,
        created_at, ts_rank(to_tsvector('simple', body), ${tsquery}) + word_similarity(${term}, body) AS rank
      FROM judged
      WHERE hit OR (side = 'user' AND NOT entry_hit)
      UNION ALL
      -- A file whose name holds every word is found by its name, as before; otherwise by its text. A text hit
      -- ranks like a text that holds the words: 1 when every word is there as typed, else the least closeness
      -- a typo needs (word_similarity over a whole document would read it all for every match).
      SELECT 'file', link.id, f.id, link.conversation_id, link.kind, link.order_index, f.name, NOT f.name_hit,
        f.created_at,
        CASE WHEN f.name_hit
          THEN ts_rank(to_tsvector('simple', f.name), ${tsquery}) + word_similarity(${term}, f.name)
          ELSE ts_rank(f.search_vector, ${everyFileWord})
            + CASE WHEN f.search_vector @@ ${tsquery} THEN 1 ELSE ${WORD_SIMILARITY_THRESHOLD} END
        END
      FROM (
        SELECT f.id, f.name, f.search_vector, f.created_at, ${nameHit} AS name_hit
        FROM files f
        WHERE f.owner_id = ${owner} AND ((${allClose('f.name')}) OR f.search_vector @@ ${everyFileWord})
      ) f
      LEFT JOIN LATERAL (
        SELECT e.id, e.conversation_id, e.kind, e.order_index
        FROM entries e
        WHERE e.file_id = f.id AND e.owner_id = ${owner}
        ORDER BY e.created_at, e.id
        LIMIT 1
      ) link ON true
    ),
    page AS (
      SELECT * FROM results
      ORDER BY rank DESC, created_at DESC, coalesce(file_id, entry_id), type
      LIMIT ${bind(limit)} OFFSET ${bind(offset)}
    )
    SELECT
      counted.total, page.type, page.entry_id, page.file_id, page.conversation_id, page.kind, page.created_at,
      c.project_name,
      CASE WHEN page.kind = 'continuation' THEN (
        SELECT count(*)::int FROM entries earlier
        WHERE earlier.conversation_id = page.conversation_id
          AND earlier.kind = 'continuation'
          AND earlier.order_index < page.order_index
      ) END AS continuation_index,
      ts_headline(
        'simple',
        translate(page.body, ${marks}, ''),
        highlight.query,
        CASE WHEN length(page.body) <= ${WHOLE_TEXT_MAX} THEN ${whole} ELSE ${fragments} END
      ) AS headline,
      -- Texts are read for the page's files alone; the words highlighted are those the file was found by.
      CASE WHEN page.in_text THEN ts_headline(
        'simple',
        translate(file_text.body, ${marks}, ''),
        ${anyFileWord},
        CASE WHEN length(file_text.body) <= ${WHOLE_TEXT_MAX} THEN ${whole} ELSE ${fragments} END
      ) END AS file_text_headline
    FROM (SELECT count(*)::int AS total FROM results) counted
    LEFT JOIN page ON true
    LEFT JOIN conversations c ON c.id = page.conversation_id
    -- ts_headline reads the whole text it is given: a long one is cut to a window from a little before the
    -- first word found (less its cut first word), or given whole when no word start is found there.
    LEFT JOIN LATERAL (
      SELECT CASE
        WHEN length(f.extracted_text) <= ${SNIPPET_WINDOW} OR found.at = 0 THEN f.extracted_text
        WHEN found.at <= ${SNIPPET_WINDOW_BEFORE} THEN left(f.extracted_text, ${SNIPPET_WINDOW})
        ELSE regexp_replace(
          substr(f.extracted_text, found.at - ${SNIPPET_WINDOW_BEFORE}, ${SNIPPET_WINDOW}), ${String.raw`'^\S*\s+'`}, '')
      END AS body
      FROM files f
      CROSS JOIN LATERAL (
        SELECT CASE WHEN length(f.extracted_text) <= ${SNIPPET_WINDOW} THEN 0 ELSE coalesce(strpos(
          f.extracted_text,
          (regexp_match(f.extracted_text, (SELECT first_match FROM file_query), 'i'))[1]
        ), 0) END AS at
        OFFSET 0
      ) found
      WHERE f.id = page.file_id
    ) file_text ON page.in_text
    -- Highlight the prefixes, and the words of this text that a typo stood for (quoted as tsquery lexemes).
    LEFT JOIN LATERAL (
      SELECT ${anyPrefix} || coalesce((
        SELECT to_tsquery('simple', string_agg(${quotedLexeme('l.lexeme')}, ' | '))
        FROM unnest(to_tsvector('simple', page.body)) l
        WHERE ${anyClose('l.lexeme')}
      ), ${anyPrefix}) AS query
    ) highlight ON page.body IS NOT NULL
    ORDER BY page.rank DESC, page.created_at DESC, coalesce(page.file_id, page.entry_id), page.type`;
  return { sql, params };
}

/** Every search query. Always scoped to one owner. */
@Injectable()
export class SearchRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async search(
    ownerId: string,
    query: SearchQuery,
    offset: number,
    limit: number,
  ): Promise<{ total: number; hits: SearchHitRow[] }> {
    const { sql, params } = buildSearchSql(ownerId, query, offset, limit);
    const rows = await this.dataSource.transaction(async (manager) => {
      // The threshold of `<%` holds for this transaction only.
      await manager.query(`SET LOCAL pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
      return manager.query<RawRow[]>(sql, params);
    });
    const total = rows[0]?.total ?? 0;
    const hits = rows
      .filter((row) => row.type !== null)
      .map((row) => ({
        type: row.type as SearchResultType,
        entryId: row.entry_id,
        fileId: row.file_id,
        conversationId: row.conversation_id,
        kind: row.kind,
        projectName: row.project_name,
        continuationIndex: row.continuation_index,
        headline: row.headline ?? '',
        fileTextHeadline: row.file_text_headline,
        createdAt: row.created_at as Date,
      }));
    return { total, hits };
  }
}
