import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PoolClient } from 'pg';
import type { DataSource, QueryRunner } from 'typeorm';
import { EXAMPLE } from 'src/database/sql/sql-examples';
import { Sql } from 'src/database/sql/sql.decorator';
import { MARK_START, MARK_STOP, type SearchQuery, type SearchTerms, searchTerms } from './search-query';
import {
  buildFindSql,
  FRAGMENTS,
  SEARCH_TOTAL_CAP,
  SET_WORD_SIMILARITY_SQL,
  SHOW_SQL,
  TYPO_WORDS_SQL,
  WHOLE,
  WORDS_FOUND_NOWHERE_SQL,
} from './search.sql';

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

/** A page of matches, and how many there are: exactly, or at least the cap. */
export interface SearchHits {
  total: number;
  totalIsExact: boolean;
  hits: SearchHitRow[];
}

interface FoundRow {
  results: number;
  entry_matches: number;
  file_matches: number;
  type: SearchResultType | null;
  entry_id: string | null;
  file_id: string | null;
  side: 'user' | 'reply' | 'file' | null;
}

interface ShownRow {
  type: SearchResultType;
  entry_id: string | null;
  file_id: string | null;
  conversation_id: string | null;
  kind: SearchHitRow['kind'];
  project_name: string | null;
  continuation_index: number | null;
  headline: string | null;
  file_text_headline: string | null;
  created_at: Date;
}

/** Every search query. Always scoped to one owner. */
@Injectable()
export class SearchRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Every word as a prefix: one statement finds the page, another shows it. Only when that finds nothing, a word
   * found nowhere in the owner's lexicon is taken for a typo of the words closest to it, and the search runs again.
   */
  // A typo runs every statement: the search finds nothing, the word is resolved, the search runs again.
  @Sql({ name: 'a typo', params: [EXAMPLE.ownerId, { words: [EXAMPLE.typo] }, 0, 20] })
  async search(ownerId: string, query: SearchQuery, offset: number, limit: number): Promise<SearchHits> {
    const found = await findPage(this.dataSource, ownerId, searchTerms(query), offset, limit);
    if (found.total > 0) return found;
    const standsFor = await typoWords(
      this.dataSource,
      ownerId,
      await wordsFoundNowhere(this.dataSource, ownerId, query.words),
    );
    if (standsFor.size === 0) return found;
    return findPage(this.dataSource, ownerId, searchTerms(query, standsFor), offset, limit);
  }
}

async function findPage(
  dataSource: DataSource,
  ownerId: string,
  terms: SearchTerms,
  offset: number,
  limit: number,
): Promise<SearchHits> {
  // Pages end at the cap: results beyond it are neither counted nor ranked.
  const pageSize = Math.min(limit, SEARCH_TOTAL_CAP - offset);
  const find = buildFindSql(ownerId, terms, offset, Math.max(0, pageSize));
  // One connection for both statements.
  const runner = dataSource.createQueryRunner();
  try {
    const found = (await runner.query(find.sql, find.params)) as FoundRow[];
    const { results = 0, entry_matches = 0, file_matches = 0 } = found[0] ?? {};
    const page = found.filter((row) => row.type !== null);
    const shown = page.length === 0 ? [] : await showPage(runner, ownerId, terms, page);
    return {
      total: Math.min(results, SEARCH_TOTAL_CAP),
      totalIsExact: Math.max(results, entry_matches, file_matches) <= SEARCH_TOTAL_CAP,
      hits: shown.map((row) => ({
        type: row.type,
        entryId: row.entry_id,
        fileId: row.file_id,
        conversationId: row.conversation_id,
        kind: row.kind,
        projectName: row.project_name,
        continuationIndex: row.continuation_index,
        headline: row.headline ?? '',
        fileTextHeadline: row.file_text_headline,
        createdAt: row.created_at,
      })),
    };
  } finally {
    await runner.release();
  }
}

/** The page's texts and snippets, by the statement prepared once per connection (see SHOW_SQL). */
async function showPage(
  runner: QueryRunner,
  ownerId: string,
  terms: SearchTerms,
  page: FoundRow[],
): Promise<ShownRow[]> {
  // TypeORM runs no named (prepared) statements; its connection's own pg client does.
  const client = (await runner.connect()) as PoolClient;
  const { rows } = await client.query<ShownRow>({
    name: 'search-show',
    text: SHOW_SQL,
    values: [
      page.map((row) => row.type),
      page.map((row) => row.entry_id),
      page.map((row) => row.file_id),
      page.map((row) => row.side),
      ownerId,
      terms.every,
      MARK_START + MARK_STOP,
      WHOLE,
      FRAGMENTS,
      terms.any,
      terms.words,
    ],
  });
  return rows;
}

/** The words that no word of the owner's entries and files starts with. */
async function wordsFoundNowhere(
  dataSource: DataSource,
  ownerId: string,
  words: string[],
): Promise<string[]> {
  const rows = await dataSource.query<Array<{ word: string }>>(WORDS_FOUND_NOWHERE_SQL, [ownerId, words]);
  return rows.map((row) => row.word);
}

/** For each word, the closest words of the owner's lexicon it could be a typo of (a word with none: left out). */
async function typoWords(
  dataSource: DataSource,
  ownerId: string,
  words: string[],
): Promise<Map<string, string[]>> {
  if (words.length === 0) return new Map();
  const rows = await dataSource.transaction(async (manager) => {
    await manager.query(SET_WORD_SIMILARITY_SQL);
    return manager.query<Array<{ typed: string; close: string[] }>>(TYPO_WORDS_SQL, [ownerId, words]);
  });
  return new Map(rows.filter((row) => row.close.length > 0).map((row) => [row.typed, row.close]));
}
