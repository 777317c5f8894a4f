import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, QueryRunner } from 'typeorm';
import { queryPrepared } from 'src/database/sql/prepared-statement';
import { EXAMPLE } from 'src/database/sql/sql-examples';
import { Sql } from 'src/database/sql/sql.decorator';
import { MARK_START, MARK_STOP, type SearchQuery, type SearchTerms, searchTerms } from './search-query';
import { planSearch, SEARCH_TOTAL_CAP, type SearchPlan, type WordFrequency } from './search-plan';
import { FRAGMENTS, SHOW_SQL, WHOLE } from './search-show.sql';
import {
  buildFindSql,
  buildLexiconWalkSql,
  buildWalkSql,
  type PageOf,
  type PageRequest,
  LEXICON_WORDS_MAX,
  SET_WORD_SIMILARITY_SQL,
  TYPO_WORDS_SQL,
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

interface Counts {
  results: number;
  entry_matches: number;
  file_matches: number;
}

interface FoundRow extends Counts {
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
   * Every word as a prefix. The owner's lexicon says how common the term is, which chooses how its matches are
   * found (search-plan.ts): a common term's page comes with its lexicon, in one statement (lexiconAndWalk); a
   * rarer term's is found by one statement and shown by another. A word found nowhere in the lexicon is taken
   * for a typo of the words closest to it, and the search runs with those.
   */
  // A typo runs every statement: the lexicon, the typo's closest words, the page found and shown.
  @Sql({ name: 'a typo', params: [EXAMPLE.ownerId, { words: [EXAMPLE.typo] }, 0, 20] })
  async search(ownerId: string, query: SearchQuery, offset: number, limit: number): Promise<SearchHits> {
    // One connection for every statement.
    const runner = this.dataSource.createQueryRunner();
    try {
      const page = pageOf(ownerId, searchTerms(query), offset, limit);
      const { words, walked } = await lexiconAndWalk(runner, page, query.words);
      const plan = planSearch(words);
      if (plan?.path === 'walk' && walked && walked.counted === plan.count) return hitsOf(plan, walked.page);
      // A rarer term; or, should the statement ever choose otherwise than planSearch, as planSearch says.
      if (plan) return await findPage(runner, page, plan);
      const foundNowhere = words.filter((word) => word.words.length === 0).map((word) => word.typed);
      const standsFor = await typoWords(runner, ownerId, foundNowhere);
      const typoPlan = planSearch(words.map((word) => standsFor.get(word.typed) ?? word));
      if (!typoPlan) return NOTHING_FOUND;
      const typoTerms = searchTerms(
        query,
        new Map([...standsFor].map(([typed, word]) => [typed, word.words])),
      );
      return await findPage(runner, { ...page, terms: typoTerms }, typoPlan);
    } finally {
      await runner.release();
    }
  }
}

const NOTHING_FOUND: SearchHits = { total: 0, totalIsExact: true, hits: [] };

/** The page from `offset`: pages end at the cap, as results beyond it are neither counted nor ranked. */
function pageOf(ownerId: string, terms: SearchTerms, offset: number, limit: number): PageOf {
  return { ownerId, terms, offset, limit: Math.max(0, Math.min(limit, SEARCH_TOTAL_CAP - offset)) };
}

async function findPage(runner: QueryRunner, page: PageOf, plan: SearchPlan): Promise<SearchHits> {
  const planned = { ...page, plan };
  return hitsOf(
    plan,
    plan.path === 'walk' ? await walk(runner, planned) : await findThenShow(runner, planned),
  );
}

/** A page's hits and its total, as `plan` found them. */
function hitsOf(plan: SearchPlan, { counts, shown }: ShownPage): SearchHits {
  const { results = 0, entry_matches = 0, file_matches = 0 } = counts ?? {};
  // Not counted: the lexicon showed more matches than the cap.
  const overCap = !plan.count || Math.max(results, entry_matches, file_matches) > SEARCH_TOTAL_CAP;
  return {
    total: overCap ? SEARCH_TOTAL_CAP : results,
    totalIsExact: !overCap,
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
}

/**
 * A common term's page, found and shown by one statement (buildWalkSql). It has one plan only (the owner's
 * entries newest first, as ts_match_vq has no index), so it is prepared once per connection: parsing and
 * planning the find took a third of its time, and the show's round trip another sixth of the search.
 */
async function walk(runner: QueryRunner, page: PageRequest): Promise<ShownPage> {
  const { sql, params } = buildWalkSql(page);
  return shownPageOf(await queryPrepared<Counts & Nullable<ShownRow>>(runner, 'search-walk', sql, params));
}

/** A walk's rows as its page: the counts on the first, a result on each (none when the page is empty). */
function shownPageOf<Row extends Counts & Nullable<ShownRow>>(rows: Row[]): ShownPage {
  return { counts: rows[0], shown: rows.filter((row): row is Row & ShownRow => row.type !== null) };
}

/** What the lexicon's statement walked: whether it counted the matches (a plan's `count`), and the page. */
interface Walked {
  counted: boolean;
  page: ShownPage;
}

/** A row of buildLexiconWalkSql: the choice made, the lexicon (first row), the walk's row. */
type LexiconWalkRow = Counts &
  Nullable<ShownRow> & { walked: boolean; counted: boolean; lexicon: LexiconRow[] | null };

/**
 * The typed words' frequencies and, when they chose the walk, its page, by one statement prepared once per
 * connection (buildLexiconWalkSql): a common word's search takes one round trip. `walked` is null when the
 * statement did not walk.
 */
async function lexiconAndWalk(
  runner: QueryRunner,
  page: PageOf,
  typed: string[],
): Promise<{ words: WordFrequency[]; walked: Walked | null }> {
  const { sql, params } = buildLexiconWalkSql({ ...page, typed });
  const rows = await queryPrepared<LexiconWalkRow>(runner, 'search-lexicon-walk', sql, params);
  const [first] = rows;
  const words = (first.lexicon ?? []).map(toFrequency);
  if (!first.walked) return { words, walked: null };
  return { words, walked: { counted: first.counted, page: shownPageOf(rows) } };
}

/** A rarer term's page: found by a statement planned for its words, then shown by SHOW_SQL. */
async function findThenShow(runner: QueryRunner, page: PageRequest): Promise<ShownPage> {
  const find = buildFindSql(page);
  const found = (await runner.query(find.sql, find.params)) as FoundRow[];
  const results = found.filter((row) => row.type !== null);
  const shown = results.length === 0 ? [] : await showPage(runner, page.ownerId, page.terms, results);
  return { counts: found[0], shown };
}

/** A page as shown, and the counts of its search (none when nothing was found). */
interface ShownPage {
  counts: Counts | undefined;
  shown: ShownRow[];
}

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** The page's texts and snippets, by the statement prepared once per connection (see SHOW_SQL). */
async function showPage(
  runner: QueryRunner,
  ownerId: string,
  terms: SearchTerms,
  page: FoundRow[],
): Promise<ShownRow[]> {
  return queryPrepared<ShownRow>(runner, 'search-show', SHOW_SQL, showParams(ownerId, terms, page));
}

/** SHOW_SQL's parameters for a found page, in its order. */
export function showParams(
  ownerId: string,
  terms: SearchTerms,
  page: Array<Pick<FoundRow, 'type' | 'entry_id' | 'file_id' | 'side'>>,
): unknown[] {
  return [
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
  ];
}

/** A typed word and the owner's words it starts, with the documents of each (LEXICON_SQL). */
export interface LexiconRow {
  typed: string;
  words: string[];
  uses: number[];
}

/** A lexicon row as the frequency a plan is made from. */
export function toFrequency(row: LexiconRow): WordFrequency {
  const allWords = row.words.length <= LEXICON_WORDS_MAX;
  return {
    typed: row.typed,
    words: row.words,
    allWords,
    // A prefix of more words than were read is in more documents than can be told: as many as any.
    documents: allWords ? sum(row.uses) : Number.POSITIVE_INFINITY,
    documentsOfCommonest: Math.max(0, ...row.uses),
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** For each word, the closest words of the owner's lexicon it could be a typo of (a word with none: left out). */
async function typoWords(
  runner: QueryRunner,
  ownerId: string,
  words: string[],
): Promise<Map<string, WordFrequency>> {
  if (words.length === 0) return new Map();
  // The threshold is SET LOCAL: a transaction on the search's own connection.
  const rows = await runner.manager.transaction(async (manager) => {
    await manager.query(SET_WORD_SIMILARITY_SQL);
    return manager.query<Array<{ typed: string; word: string; uses: number }>>(TYPO_WORDS_SQL, [
      ownerId,
      words,
    ]);
  });
  // Each typed word's close words as a lexicon row, judged as the lexicon's are.
  const close = new Map<string, LexiconRow>();
  for (const row of rows) {
    const lexiconRow = close.get(row.typed) ?? { typed: row.typed, words: [], uses: [] };
    lexiconRow.words.push(row.word);
    lexiconRow.uses.push(row.uses);
    close.set(row.typed, lexiconRow);
  }
  return new Map([...close].map(([typed, lexiconRow]) => [typed, toFrequency(lexiconRow)]));
}
