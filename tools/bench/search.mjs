#!/usr/bin/env node
// Row "Search": one writer with 10,000 entries among 1,000,000 (999 other writers own the rest; see
// search-seed.mjs). Each case times the app's searchEntries (GraphQL, and POST /api/search) through HTTP against
// an ILIKE '%word%' scan of the same writer's texts in SQL (a plain copy of them), interleaved in one run. The
// app is asked over a connection held open by node:http, as the scan is sent over a pg connection held open
// (keepAliveClient); the same search through fetch is timed beside it and printed, not compared. One JSON line
// per case on stdout, and app, ILIKE and ratio in one line on stderr.
import {
  emit,
  ensureUser,
  gql,
  intVar,
  keepAliveClient,
  openBenchDatabase,
  percentile,
  progress,
  runRow,
  startServer,
  timed,
  withClient,
} from './lib.mjs';
import { ensureSearchSeed } from './search-seed.mjs';

const SEARCH_USER = 'bench_search';

// 100: a p95 of 20 runs is their second-worst, which moved by 2 ms from run to run; of 100, the sixth-worst.
const RUNS = intVar('BENCH_RUNS', 100);
const WARMUP = 2;
const BLOCK = 10;
const TARGET_P95_MS = 15;
const TARGET_SPEEDUP = 5;

// The shapes a writer searches most, at their shares of the measured writer's timeline (search-seed.mjs).
const CASES = [
  { case: 'common', term: 'family', like: '%family%' },
  { case: 'rare', term: 'lighthouse', like: '%lighthouse%' },
  { case: 'prefix', term: 'remem', like: '%remem%' },
];

// What the client asks for (apps/server/test/support/search-client.ts).
const SEARCH_QUERY = `query Search($term: String!, $limit: Int) {
  searchEntries(term: $term, limit: $limit) {
    total totalIsExact hasMore
    items { type conversationId entryId noteId fileId index projectName snippet highlights { start length } createdAt }
  }
}`;

// The baseline: the plain scan of the user's rows that an index should beat, with a total and a first page.
// It reads a copy of the user's texts in a plain table (BASELINE_TABLE_SQL), so that the app's own storage
// choices for entries (their search documents kept in the row, which moves long texts out of line: decision
// 0158) do not slow the scan down.
const BASELINE_TABLE = 'bench_search_texts';
const BASELINE_TABLE_SQL = [
  `DROP TABLE IF EXISTS ${BASELINE_TABLE}`,
  `CREATE TABLE ${BASELINE_TABLE} AS
     SELECT id, owner_id, created_at, user_text, reply_text FROM entries WHERE owner_id = $1`,
  `VACUUM ANALYZE ${BASELINE_TABLE}`,
];
const BASELINE_SQL = `SELECT id, created_at, count(*) OVER () AS total
  FROM ${BASELINE_TABLE}
  WHERE owner_id = $1 AND (user_text ILIKE $2 OR reply_text ILIKE $2)
  ORDER BY created_at DESC
  LIMIT 20`;

await runRow(async (onStop) => {
  const database = await openBenchDatabase(progress);
  onStop(database.stop);
  const server = await startServer('search', database.url);
  onStop(server.stop);
  const appClient = keepAliveClient(server.baseUrl);
  onStop(async () => appClient.close());
  const user = await ensureUser(server.baseUrl, database.url, SEARCH_USER);
  await withClient(database.url, (client) => ensureSearchSeed(client, user.id));
  const counts = await withClient(database.url, async (client) => {
    const { rows } = await client.query(
      'SELECT count(*)::int AS total, count(*) FILTER (WHERE owner_id = $1)::int AS mine FROM entries',
      [user.id],
    );
    return rows[0];
  });
  progress(`search: ${counts.mine} of the user's entries among ${counts.total}; ${RUNS} runs per case`);

  await withClient(database.url, async (client) => {
    for (const [i, sql] of BASELINE_TABLE_SQL.entries()) await client.query(sql, i === 1 ? [user.id] : []);
    for (const c of CASES) {
      const variables = { term: c.term, limit: 20 };
      const viaGraphql = async () => (await appClient.gql(SEARCH_QUERY, variables, user.token)).searchEntries;
      const viaFetch = () => gql(server.baseUrl, SEARCH_QUERY, variables, user.token);
      const viaRest = () =>
        appClient.rest('POST', '/api/search', { searchTerm: c.term, limit: 20 }, user.token);
      const baseline = () => client.query(BASELINE_SQL, [user.id, c.like]);
      const times = { graphql: [], rest: [], fetch: [], baseline: [] };
      let hits = { total: 0, totalIsExact: true };
      let baselineHits = 0;
      // Interleaved in blocks, so a change of load on the shared machine weighs on every side alike. Not run by
      // run: a search timed just after the scan (35 ms of PostgreSQL reading texts) took about 1.2 ms longer at
      // p50 than one timed after a search, for the caches the scan had just filled with its own work. Each block
      // starts with WARMUP runs of its side that are not timed.
      for (let measured = 0; measured < RUNS; measured += BLOCK) {
        const runs = Math.min(BLOCK, RUNS - measured);
        for (let run = 0; run < WARMUP + runs; run++) {
          const g = await timed(async () => (hits = await viaGraphql()));
          const r = await timed(viaRest);
          const f = await timed(viaFetch);
          if (run < WARMUP) continue;
          times.graphql.push(g);
          times.rest.push(r);
          times.fetch.push(f);
        }
        for (let run = 0; run < WARMUP + runs; run++) {
          const b = await timed(async () => (baselineHits = Number((await baseline()).rows[0]?.total ?? 0)));
          if (run >= WARMUP) times.baseline.push(b);
        }
      }
      const [app, scan, throughFetch] = [times.graphql, times.baseline, times.fetch].map((t) => ({
        p50: percentile(t, 50),
        p95: percentile(t, 95),
      }));
      // Higher is better in every row: here how many times faster than the scan the app is (at p95).
      const ratio = Math.round((scan.p95 / app.p95) * 100) / 100;
      progress(
        `search ${c.case} (${c.term}, ${hits.total}${hits.totalIsExact ? '' : '+'} hits): app p95 ${app.p95} ms ` +
          `(through fetch ${throughFetch.p95}), ILIKE p95 ${scan.p95} ms (${baselineHits} rows), ${ratio}x`,
      );
      emit({
        bench: 'search',
        case: c.case,
        term: c.term,
        app,
        rest: { p50: percentile(times.rest, 50), p95: percentile(times.rest, 95) },
        fetch: throughFetch,
        baseline: scan,
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
