import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MARK_START, MARK_STOP, type SearchQuery } from './search-query';

export type SearchResultType =
  'prompt' | 'response' | 'continuation' | 'continuation-response' | 'note' | 'file';

/** One match as stored: the headline still carries ts_headline's marks. */
export interface SearchHitRow {
  type: SearchResultType;
  entryId: string | null;
  fileId: string | null;
  conversationId: string | null;
  kind: 'opening' | 'continuation' | 'note' | null;
  projectName: string | null;
  continuationIndex: number | null;
  headline: string;
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

// EXACTLY the expressions of IDX_entries_search_fts and IDX_entries_search_trgm (migration Journal), so that
// the planner can use those indexes.
const ENTRY_TEXT = `(coalesce(e.user_text, '') || ' ' || coalesce(e.reply_text, ''))`;
const ENTRY_TSVECTOR = `to_tsvector('simple'::regconfig, ${ENTRY_TEXT})`;

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
  created_at: Date | null;
}

/**
 * The one statement of a search, with its parameters. Exported so that a test can EXPLAIN it.
 *
 * Matching entries are found through the two GIN indexes (every word as a prefix in full text, or every word
 * close by trigrams); then each entry's user side and reply side is judged on its own, so that a result says
 * where the words are. Ranks and the total cover every match; snippets are made for the page alone.
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
  const tsquery = `to_tsquery('simple', ${bind(query.allPrefixes)})`;
  const term = bind(query.text);
  const anyPrefix = `to_tsquery('simple', ${bind(query.anyPrefix)})`;
  const words = query.words.map((word) => bind(word));
  const allClose = (text: string) => words.map((word) => `${word} <% ${text}`).join(' AND ');
  const anyClose = (text: string) => words.map((word) => `${word} <% ${text}`).join(' OR ');

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
    results AS (
      -- A side that matches on its own is a result; when the words are spread over both, the user's side is.
      SELECT
        CASE
          WHEN kind = 'note' THEN 'note'
          WHEN kind = 'opening' THEN CASE side WHEN 'user' THEN 'prompt' ELSE 'response' END
          ELSE CASE side WHEN 'user' THEN 'continuation' ELSE 'continuation-response' END
        END AS type,
        id AS entry_id, NULL::uuid AS file_id, conversation_id, kind, order_index, body, created_at,
        ts_rank(to_tsvector('simple', body), ${tsquery}) + word_similarity(${term}, body) AS rank
      FROM judged
      WHERE hit OR (side = 'user' AND NOT entry_hit)
      UNION ALL
      SELECT 'file', link.id, f.id, link.conversation_id, link.kind, link.order_index, f.name, f.created_at,
        ts_rank(to_tsvector('simple', f.name), ${tsquery}) + word_similarity(${term}, f.name)
      FROM files f
      LEFT JOIN LATERAL (
        SELECT e.id, e.conversation_id, e.kind, e.order_index
        FROM entries e
        WHERE e.file_id = f.id AND e.owner_id = ${owner}
        ORDER BY e.created_at, e.id
        LIMIT 1
      ) link ON true
      WHERE f.owner_id = ${owner} AND ${allClose('f.name')}
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
        translate(page.body, ${bind(MARK_START + MARK_STOP)}, ''),
        highlight.query,
        CASE WHEN length(page.body) <= ${WHOLE_TEXT_MAX} THEN ${bind(WHOLE)} ELSE ${bind(FRAGMENTS)} END
      ) AS headline
    FROM (SELECT count(*)::int AS total FROM results) counted
    LEFT JOIN page ON true
    LEFT JOIN conversations c ON c.id = page.conversation_id
    -- Highlight the prefixes, and the words of this text that a typo stood for (quoted as tsquery lexemes).
    LEFT JOIN LATERAL (
      SELECT ${anyPrefix} || coalesce((
        SELECT to_tsquery('simple', string_agg(
          '''' || replace(replace(l.lexeme, '\\', '\\\\'), '''', '''''') || '''', ' | '))
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
        createdAt: row.created_at as Date,
      }));
    return { total, hits };
  }
}
