#!/usr/bin/env node
// Row "conversations first page of 20": a user with 1,000 conversations; 20 concurrent connections (autocannon)
// ask the app's GraphQL `conversations(limit: 20)` (the client's history fields), then a bare node:http + pg
// server doing the same SQL (conversations-baseline-server.mjs), in turn, in one run. One JSON line on stdout.
// fetch is Node's own (Node 18+); the lint config lists only the older globals.
/* global fetch */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import {
  emit,
  ensureUser,
  gql,
  intVar,
  JWT_SECRET,
  markSeeded,
  openBenchDatabase,
  progress,
  ROOT,
  runRow,
  seedVersion,
  startServer,
  withClient,
} from './lib.mjs';

const SEED = 'conversations';
const SEED_VERSION = 1;
const USER = 'bench_conversations';
const CONVERSATIONS = 1_000;
const ENTRIES_PER_CONVERSATION = 5;

const CONNECTIONS = 20;
const DURATION_S = intVar('BENCH_DURATION', 10);
const WARMUP_S = 3;
// App and baseline take turns this many times; a round's figures are averaged over the rounds.
const ROUNDS = intVar('BENCH_ROUNDS', 2);
const TARGET_SHARE = 0.6;
// The list's statements, as the build runs them; EXPLAIN ANALYZE gives their time in the database alone.
const { LIST_PAGE_SQL } = createRequire(import.meta.url)(
  `${ROOT}/dist/apps/server/apps/server/src/conversations/list.sql.js`,
);
const TARGET_SQL_MS = 2;
const EXPLAIN_RUNS = 11;

// The history page's query (apps/client/src/features/history/graphql/history.graphql).
const HISTORY_QUERY = `query ConversationHistory($limit: Int!, $offset: Int!) {
  conversations(limit: $limit, offset: $offset) {
    total hasMore
    items { id title projectName createdAt updatedAt opening { id userText replyText createdAt } }
  }
}`;
const BODY = JSON.stringify({ query: HISTORY_QUERY, variables: { limit: 20, offset: 0 } });

/** The user's conversations, each an opening and continuations with replies, a minute of activity apart. */
async function seed(client, userId) {
  await client.query('BEGIN');
  await client.query('DELETE FROM conversations WHERE owner_id = $1', [userId]);
  await client.query(
    `INSERT INTO conversations (owner_id, topic, project_name, created_at, updated_at)
     SELECT $1, 'projectJournal', 'Project ' || c, now() - make_interval(days => c), now() - make_interval(mins => c)
     FROM generate_series(1, ${CONVERSATIONS}) c`,
    [userId],
  );
  await client.query(
    `INSERT INTO entries (conversation_id, owner_id, kind, order_index, user_text, reply_text, reply_status,
       created_at, updated_at)
     SELECT c.id, c.owner_id, CASE WHEN k = 0 THEN 'opening' ELSE 'continuation' END, k,
       'What I did today: ' || repeat(md5(c.id::text || k) || ' ', 4),
       'A reply about it. ' || repeat(md5(k || c.id::text) || ' ', 12), 'complete',
       c.created_at + make_interval(hours => k), c.created_at + make_interval(hours => k)
     FROM conversations c CROSS JOIN generate_series(0, ${ENTRIES_PER_CONVERSATION - 1}) k
     WHERE c.owner_id = $1`,
    [userId],
  );
  await markSeeded(client, SEED, SEED_VERSION);
  await client.query('COMMIT');
  await client.query('ANALYZE conversations, entries');
}

/** The baseline server on the bench database; resolves with its URL and how to stop it. */
async function startBaseline(databaseUrl) {
  const child = spawn(process.execPath, [`${ROOT}/tools/bench/conversations-baseline-server.mjs`], {
    env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, JWT_SECRET },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = await once(child.stdout, 'data');
  const exited = once(child, 'exit');
  return {
    url: `http://127.0.0.1:${Number(chunk.toString().trim())}/graphql`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** autocannon's run of `url` for `seconds`; throws unless every answer was a 200. */
async function load(url, token, seconds) {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: BODY,
  });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** The median execution time (ms) of `sql` by EXPLAIN ANALYZE over EXPLAIN_RUNS runs, and its last plan. */
async function explainAnalyze(client, sql, params) {
  const times = [];
  let plan;
  for (let run = 0; run < EXPLAIN_RUNS; run++) {
    const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, params);
    [plan] = rows[0]['QUERY PLAN'];
    times.push(plan['Execution Time']);
  }
  times.sort((a, b) => a - b);
  return { ms: Math.round(times[Math.floor(times.length / 2)] * 1000) / 1000, plan };
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const round1 = (value) => Math.round(value * 10) / 10;

await runRow(async (onStop) => {
  const database = await openBenchDatabase(progress);
  onStop(database.stop);
  const server = await startServer('conversations', database.url);
  onStop(server.stop);
  const user = await ensureUser(server.baseUrl, database.url, USER);
  await withClient(database.url, async (client) => {
    if ((await seedVersion(client, SEED)) === SEED_VERSION)
      return progress('conversations: seeded data reused');
    progress(`conversations: seeding ${CONVERSATIONS} conversations`);
    try {
      await seed(client, user.id);
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  });
  const baseline = await startBaseline(database.url);
  onStop(baseline.stop);

  // Both answer the same page before either is timed.
  const appPage = (await gql(server.baseUrl, HISTORY_QUERY, { limit: 20, offset: 0 }, user.token))
    .conversations;
  const basePage = await (
    await fetch(baseline.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: BODY,
    })
  ).json();
  const sameIds = (page) => page.items.map((item) => item.id).join();
  if (appPage.total !== CONVERSATIONS || sameIds(appPage) !== sameIds(basePage.data.conversations)) {
    throw new Error('The app and the baseline answer different pages');
  }

  progress(`conversations: warming up, then ${ROUNDS} rounds of ${DURATION_S} s each side`);
  await load(`${server.baseUrl}/graphql`, user.token, WARMUP_S);
  await load(baseline.url, user.token, WARMUP_S);
  const app = [];
  const base = [];
  for (let round = 0; round < ROUNDS; round++) {
    app.push(await load(`${server.baseUrl}/graphql`, user.token, DURATION_S));
    base.push(await load(baseline.url, user.token, DURATION_S));
  }
  const appResult = { rps: round1(mean(app.map((r) => r.rps))), p99: round1(mean(app.map((r) => r.p99))) };
  const baseResult = { rps: round1(mean(base.map((r) => r.rps))), p99: round1(mean(base.map((r) => r.p99))) };
  // Higher is better in every row: here the app's share of the baseline's requests per second.
  const ratio = Math.round((appResult.rps / baseResult.rps) * 100) / 100;
  emit({
    bench: 'conversations-list',
    case: 'first-page-20',
    app: appResult,
    baseline: baseResult,
    ratio,
    connections: CONNECTIONS,
    seconds: DURATION_S * ROUNDS,
    target: `app req/s >= ${TARGET_SHARE * 100}% of baseline`,
    met: ratio >= TARGET_SHARE,
  });

  // The first page's one statement (the count is in it).
  const sql = await withClient(database.url, (client) =>
    explainAnalyze(client, LIST_PAGE_SQL, [user.id, 0, 20]),
  );
  // BENCH_PLANS=1: the plan too, on stderr.
  if (process.env.BENCH_PLANS) progress(JSON.stringify(sql.plan));
  emit({
    bench: 'conversations-list',
    case: 'sql-explain-analyze',
    app: { executionMs: sql.ms },
    runs: EXPLAIN_RUNS,
    target: `first page's statement (page, openings, count) <= ${TARGET_SQL_MS} ms (median EXPLAIN ANALYZE)`,
    met: sql.ms <= TARGET_SQL_MS,
  });
});
