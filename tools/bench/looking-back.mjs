#!/usr/bin/env node
// Row "Looking back" (issue 24): on the data of row "Search" (one writer with 10,000 entries among 1,000,000;
// search-seed.mjs), `calendar` for a month, `onThisDay` and the first page of `questionHistory`, each timed
// through HTTP as GraphQL end to end. The baseline is the cheapest authenticated GraphQL call (`me`),
// interleaved with each case in the same run: the ratio says how much a case costs beyond the round trip
// itself, which a loaded machine slows alike. One JSON line per case on stdout, a summary on stderr.
import {
  emit,
  ensureUser,
  gql,
  intVar,
  openBenchDatabase,
  percentile,
  progress,
  runRow,
  startServer,
  timed,
  withClient,
} from './lib.mjs';
import { ensureSearchSeed } from './search-seed.mjs';

// The same writer as row "Search", so one seed serves both rows.
const SEARCH_USER = 'bench_search';

const RUNS = intVar('BENCH_RUNS', 50);
const WARMUP = 3;
const BLOCK = 10;
const TARGET_P95_MS = 15;

const BASELINE_QUERY = 'query { me { username } }';

/** The cases, given the writer's busiest month and a day a year after one of their entries. */
function casesOf({ month, anniversary }) {
  return [
    {
      case: 'calendar',
      query: `query ($month: String!) { calendar(month: $month) { date entries conversations moodAverage mood } }`,
      variables: { month },
      size: (data) => `${data.calendar.length} days`,
    },
    {
      case: 'onThisDay',
      query: `query ($date: String) { onThisDay(date: $date) {
        date memories { entryId conversationId projectName title topic excerpt mood createdAt span yearsAgo } } }`,
      variables: { date: anniversary },
      size: (data) => `${data.onThisDay.memories.length} memories`,
    },
    {
      case: 'questionHistory',
      query: `query { questionHistory(topic: "projectJournal", questionId: "q1", limit: 20) {
        question total hasMore items { entryId conversationId projectName title question answer mood createdAt } } }`,
      variables: {},
      size: (data) => `${data.questionHistory.items.length} of ${data.questionHistory.total} answers`,
    },
  ];
}

await runRow(async (onStop) => {
  const database = await openBenchDatabase(progress);
  onStop(database.stop);
  const server = await startServer('looking-back', database.url);
  onStop(server.stop);
  const user = await ensureUser(server.baseUrl, database.url, SEARCH_USER);
  const dates = await withClient(database.url, async (client) => {
    await ensureSearchSeed(client, user.id);
    // The writer's busiest month, and a year on from the day of their oldest entries (On this day finds them).
    const { rows } = await client.query(
      `SELECT (SELECT to_char(created_at, 'YYYY-MM') FROM entries WHERE owner_id = $1
                GROUP BY 1 ORDER BY count(*) DESC LIMIT 1) AS month,
              to_char(min(created_at) + interval '1 year' + interval '2 days', 'YYYY-MM-DD') AS anniversary
         FROM entries WHERE owner_id = $1`,
      [user.id],
    );
    return rows[0];
  });
  progress(`looking-back: month ${dates.month}, day ${dates.anniversary}, ${RUNS} runs per case`);

  for (const c of casesOf(dates)) {
    const times = { app: [], baseline: [] };
    let data;
    // Interleaved in blocks, so a change of load on the shared machine weighs on both sides alike; each block
    // starts with WARMUP runs of its side that are not timed.
    for (let measured = 0; measured < RUNS; measured += BLOCK) {
      const runs = Math.min(BLOCK, RUNS - measured);
      for (let run = 0; run < WARMUP + runs; run++) {
        const t = await timed(
          async () => (data = await gql(server.baseUrl, c.query, c.variables, user.token)),
        );
        if (run >= WARMUP) times.app.push(t);
      }
      for (let run = 0; run < WARMUP + runs; run++) {
        const t = await timed(() => gql(server.baseUrl, BASELINE_QUERY, {}, user.token));
        if (run >= WARMUP) times.baseline.push(t);
      }
    }
    const app = { p50: percentile(times.app, 50), p95: percentile(times.app, 95) };
    const baseline = { p50: percentile(times.baseline, 50), p95: percentile(times.baseline, 95) };
    // How many round trips of `me` one case costs, at p95 (lower is better; 1 is the round trip alone).
    const ratio = Math.round((app.p95 / baseline.p95) * 100) / 100;
    progress(
      `looking-back ${c.case} (${c.size(data)}): p95 ${app.p95} ms, me p95 ${baseline.p95} ms, ${ratio}x the round trip`,
    );
    emit({
      bench: 'looking-back',
      case: c.case,
      app,
      baseline,
      ratio,
      answered: c.size(data),
      runs: RUNS,
      target: `p95<=${TARGET_P95_MS}ms`,
      met: app.p95 <= TARGET_P95_MS,
    });
  }
});
