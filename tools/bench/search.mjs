#!/usr/bin/env node
// Row "Search": one user with 10,000 entries among 1,000,000 (99 other users own the rest). Each case times the
// app's searchEntries (GraphQL, and POST /api/search) through HTTP against an ILIKE '%word%' scan of the same
// user's rows in SQL, interleaved in one run. One JSON line per case on stdout.
import {
  emit,
  ensureUser,
  gql,
  intVar,
  markSeeded,
  openBenchDatabase,
  percentile,
  progress,
  rest,
  runRow,
  seedVersion,
  startServer,
  timed,
  withClient,
} from './lib.mjs';

const SEED = 'search';
// Bump when the seeded data changes shape: a run then drops the old rows and seeds again.
const SEED_VERSION = 2;
const USERS = 100;
const CONVERSATIONS_PER_USER = 1_000;
const ENTRIES_PER_CONVERSATION = 10;
const SEARCH_USER = 'bench_search';
const BULK_PREFIX = 'bench_bulk_';

const RUNS = intVar('BENCH_RUNS', 20);
const WARMUP = 2;
const TARGET_P95_MS = 15;
const TARGET_SPEEDUP = 5;

// Words of a journal. `morning` is one of them (in about a third of all entries); `lighthouse` is added to one
// user text in 500; `gard` is the start of three of them.
const VOCABULARY = `today morning evening walked walk coffee friend family work meeting project deadline tired
happy calm anxious rain sun cold warm kitchen dinner lunch book read wrote call mother father sister brother
garden gardening gardener city train bus late early weekend plan idea list write remember forgot slept dream
music song film watched long short week month year quiet loud busy slow fast small big help asked answered
felt think thought maybe perhaps again still later soon river park tree flowers bread tea letter photo old new
room window door street market shop money paid bought sold learned taught school class teacher child children
dog cat bird sea hill road trip holiday home house neighbour garden`
  .split(/\s+/)
  .filter(Boolean);

const CASES = [
  { case: 'common', term: 'morning', like: '%morning%' },
  { case: 'rare', term: 'lighthouse', like: '%lighthouse%' },
  { case: 'prefix', term: 'gard', like: '%gard%' },
];

// What the client asks for (apps/server/test/support/search-client.ts).
const SEARCH_QUERY = `query Search($term: String!, $limit: Int) {
  searchEntries(term: $term, limit: $limit) {
    total totalIsExact hasMore
    items { type conversationId entryId noteId fileId index projectName snippet highlights { start length } createdAt }
  }
}`;

// The baseline: the plain scan of the user's rows that an index should beat, with a total and a first page.
const BASELINE_SQL = `SELECT id, created_at, count(*) OVER () AS total
  FROM entries
  WHERE owner_id = $1 AND (user_text ILIKE $2 OR reply_text ILIKE $2)
  ORDER BY created_at DESC
  LIMIT 20`;

/** Bulk SQL: the other users (the registered user's password hash), their conversations, their entries. */
async function seed(client, searchUserId) {
  const started = Date.now();
  // One transaction (DDL included), so an interrupted seed leaves the indexes and no half of the rows.
  await client.query('BEGIN');
  // GIN indexes are built far faster at once than row by row: drop them, insert, create them again exactly
  // as the migrations defined them.
  const { rows: ginIndexes } = await client.query(
    `SELECT indexname, indexdef FROM pg_indexes
     WHERE tablename = 'entries' AND indexname = 'IDX_entries_search'`,
  );
  for (const { indexname } of ginIndexes) await client.query(`DROP INDEX "${indexname}"`);
  await client.query(`DELETE FROM users WHERE username LIKE '${BULK_PREFIX}%'`);
  await client.query('DELETE FROM conversations WHERE owner_id = $1', [searchUserId]);
  await client.query(
    `INSERT INTO users (username, email, password_hash)
     SELECT '${BULK_PREFIX}' || g, '${BULK_PREFIX}' || g || '@bench.invalid', u.password_hash
     FROM generate_series(1, $1::int) g, (SELECT password_hash FROM users WHERE id = $2) u`,
    [USERS - 1, searchUserId],
  );
  // Users interleave in time, as real ones do: conversation c of every user, then c + 1, …
  await client.query(
    `INSERT INTO conversations (owner_id, topic, project_name, created_at, updated_at)
     SELECT u.id, 'projectJournal', 'Project ' || c,
       now() - make_interval(mins => ((${CONVERSATIONS_PER_USER} - c) * 60 + u.n)::int),
       now() - make_interval(mins => ((${CONVERSATIONS_PER_USER} - c) * 60 + u.n)::int) + interval '9 hours'
     FROM generate_series(1, ${CONVERSATIONS_PER_USER}) c,
       (SELECT id, row_number() OVER (ORDER BY username) AS n FROM users
        WHERE id = $1 OR username LIKE '${BULK_PREFIX}%') u
     ORDER BY c, u.n`,
    [searchUserId],
  );
  progress(`seed: users and conversations in ${Math.round((Date.now() - started) / 1000)} s`);
  await client.query(
    `CREATE FUNCTION pg_temp.bench_words(n integer) RETURNS text LANGUAGE sql VOLATILE AS $$
       SELECT array_to_string(ARRAY(
         SELECT ($1::text[])[1 + floor(random() * ${VOCABULARY.length})::int] FROM generate_series(1, n)), ' ')
     $$`.replace('$1::text[]', `ARRAY[${VOCABULARY.map((w) => `'${w}'`).join(',')}]`),
  );
  await client.query('SELECT setseed(0.42)');
  // Entries in time order across all users (created an hour apart within a conversation).
  await client.query(
    `INSERT INTO entries (conversation_id, owner_id, kind, order_index, user_text, answers, reply_text,
       reply_status, created_at, updated_at)
     SELECT conversation_id, owner_id, CASE WHEN k = 0 THEN 'opening' ELSE 'continuation' END, k, user_text,
       CASE WHEN k = 0 THEN jsonb_build_array(jsonb_build_object(
         'questionId', 'q1', 'question', 'What is on your mind?', 'answer', user_text)) END,
       reply_text, 'complete', at, at
     FROM (
       -- Texts in the select list of a subquery: made afresh for every row (a LATERAL subquery of k alone
       -- would be memoized per k by the planner).
       SELECT c.id AS conversation_id, c.owner_id, k, c.created_at + make_interval(hours => k) AS at,
         pg_temp.bench_words(12 + k * 7 % 8)
           || CASE WHEN random() < 0.002 THEN ' lighthouse' ELSE '' END AS user_text,
         pg_temp.bench_words(25 + k % 10) AS reply_text
       FROM conversations c
       CROSS JOIN generate_series(0, ${ENTRIES_PER_CONVERSATION - 1}) k
       WHERE c.owner_id IN (SELECT id FROM users WHERE id = $1 OR username LIKE '${BULK_PREFIX}%')
       OFFSET 0
     ) t
     ORDER BY at`,
    [searchUserId],
  );
  progress(`seed: entries in ${Math.round((Date.now() - started) / 1000)} s`);
  await client.query(`SET maintenance_work_mem = '512MB'`);
  for (const { indexdef } of ginIndexes) await client.query(indexdef);
  await markSeeded(client, SEED, SEED_VERSION);
  await client.query('COMMIT');
  progress(`seed: search indexes in ${Math.round((Date.now() - started) / 1000)} s`);
  await client.query('VACUUM ANALYZE users, conversations, entries');
  progress(`seed: done in ${Math.round((Date.now() - started) / 1000)} s`);
}

await runRow(async (onStop) => {
  const database = await openBenchDatabase(progress);
  onStop(database.stop);
  const server = await startServer('search', database.url);
  onStop(server.stop);
  const user = await ensureUser(server.baseUrl, database.url, SEARCH_USER);
  await withClient(database.url, async (client) => {
    if ((await seedVersion(client, SEED)) === SEED_VERSION) {
      progress('search: seeded data found, reused');
      return;
    }
    progress('search: seeding 1,000,000 entries (a few minutes)');
    try {
      await seed(client, user.id);
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  });
  const counts = await withClient(database.url, async (client) => {
    const { rows } = await client.query(
      'SELECT count(*)::int AS total, count(*) FILTER (WHERE owner_id = $1)::int AS mine FROM entries',
      [user.id],
    );
    return rows[0];
  });
  progress(`search: ${counts.mine} of the user's entries among ${counts.total}; ${RUNS} runs per case`);

  await withClient(database.url, async (client) => {
    for (const c of CASES) {
      const viaGraphql = async () => {
        const data = await gql(server.baseUrl, SEARCH_QUERY, { term: c.term, limit: 20 }, user.token);
        return data.searchEntries;
      };
      const viaRest = () =>
        rest(server.baseUrl, 'POST', '/api/search', { searchTerm: c.term, limit: 20 }, user.token);
      const baseline = () => client.query(BASELINE_SQL, [user.id, c.like]);
      const times = { graphql: [], rest: [], baseline: [] };
      let hits = { total: 0, totalIsExact: true };
      let baselineHits = 0;
      for (let run = 0; run < WARMUP + RUNS; run++) {
        // Interleaved, so a change of load on the shared machine weighs on every side alike.
        const g = await timed(async () => (hits = await viaGraphql()));
        const r = await timed(viaRest);
        const b = await timed(async () => (baselineHits = Number((await baseline()).rows[0]?.total ?? 0)));
        if (run < WARMUP) continue;
        times.graphql.push(g);
        times.rest.push(r);
        times.baseline.push(b);
      }
      const app = { p50: percentile(times.graphql, 50), p95: percentile(times.graphql, 95) };
      const base = { p50: percentile(times.baseline, 50), p95: percentile(times.baseline, 95) };
      // Higher is better in every row: here how many times faster than the scan the app is (at p95).
      const ratio = Math.round((base.p95 / app.p95) * 100) / 100;
      emit({
        bench: 'search',
        case: c.case,
        term: c.term,
        app,
        rest: { p50: percentile(times.rest, 50), p95: percentile(times.rest, 95) },
        baseline: base,
        ratio,
        hits: `${hits.total}${hits.totalIsExact ? '' : '+'}`,
        baselineHits,
        runs: RUNS,
        target: `p95<=${TARGET_P95_MS}ms and >=${TARGET_SPEEDUP}x baseline`,
        met: app.p95 <= TARGET_P95_MS && ratio >= TARGET_SPEEDUP,
      });
    }
  });
});
