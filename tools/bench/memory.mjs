#!/usr/bin/env node
// Row "Memory" (issue 23), on the data of row "Search" (one writer with 10,000 entries among 1,000,000;
// search-seed.mjs):
// - `first-token`: a message sent on a held conversationReplies subscription (as first-token does) to its first
//   reply text, through the fake provider, with the writer's memory on against memory off, in turn in the same
//   run. With memory on the reply's prompt carries the writer's most relevant earlier entries (JournalRecall over
//   the 10,000). Target: memory adds at most 10 ms p50.
// - `ask-journal`: with the offline companion (a second server, no AI key), askJournal then journalAnswerStream,
//   timed from sending the mutation to the first event that carries citations. Target: p95 <= 50 ms. The
//   baseline, interleaved: the cheapest authenticated GraphQL call (`me`).
// One JSON line per case on stdout, a summary on stderr.
/* global performance */
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { watchConversation } from './conversation-replies.mjs';
import { FAKE_API_KEY, startFakeAiProvider } from './fake-ai-provider.mjs';
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
const RUNS = intVar('BENCH_RUNS', 100);
const WARMUP = 10;
const TARGET_ADDED_MS = 10;
const TARGET_ASK_P95_MS = 50;
// An answer of the offline companion is written in milliseconds: one still streaming after this is stuck.
const STALL_MS = 10_000;
// Words of the seeded vocabulary: a common one (in a quarter of the entries), a rare one and a mid one.
const MESSAGE = 'This morning the family walked to the lighthouse and I remembered the old days.';
const QUESTION = 'When did I write about the lighthouse?';

const CONTINUE = `mutation ($input: ContinueConversationInput!) {
  continueConversation(input: $input, stream: true) { entry { id } }
}`;
const ASK = 'mutation ($q: String!) { askJournal(question: $q) { id } }';
const ANSWER_STREAM = 'subscription ($id: ID!) { journalAnswerStream(id: $id) { status citations { id } } }';

/** A conversation of the writer's for the row, with an opening; its later entries are removed each run. */
async function resetConversation(databaseUrl, ownerId, conversationId) {
  return withClient(databaseUrl, async (client) => {
    if (conversationId) {
      await client.query('DELETE FROM entries WHERE conversation_id = $1 AND order_index > 0', [
        conversationId,
      ]);
      return conversationId;
    }
    const { rows } = await client.query(
      `INSERT INTO conversations (owner_id, topic, project_name) VALUES ($1, 'projectJournal', 'Memory bench')
       RETURNING id`,
      [ownerId],
    );
    await client.query(
      `INSERT INTO entries (conversation_id, owner_id, kind, order_index, user_text, reply_text, reply_status)
       VALUES ($1, $2, 'opening', 0, 'What I did today: the roof', 'A reply.', 'complete')`,
      [rows[0].id, ownerId],
    );
    return rows[0].id;
  });
}

const setMemory = (databaseUrl, ownerId, on) =>
  withClient(databaseUrl, (client) =>
    client.query('UPDATE users SET ai_memory = $2 WHERE id = $1', [ownerId, on]),
  );

/** ms from sending the message to the first text of its reply on the held subscription. */
async function firstToken(watch, server, token, conversationId) {
  const start = performance.now();
  const first = watch.firstText();
  const { continueConversation } = await gql(
    server.baseUrl,
    CONTINUE,
    { input: { conversationId, message: MESSAGE } },
    token,
  );
  const { entryId, at } = await first;
  if (entryId !== continueConversation.entry.id) throw new Error('The first text was of another reply');
  await watch.ended(entryId);
  return at - start;
}

/** ms from sending askJournal to the first journalAnswerStream event with citations; waits for the end. */
async function firstCitations(ws, server, token) {
  const start = performance.now();
  const { askJournal } = await gql(server.baseUrl, ASK, { q: QUESTION }, token);
  let cited;
  const seen = [];
  await new Promise((resolve, reject) => {
    const stalled = setTimeout(
      () => reject(new Error(`The answer stream stalled after: ${JSON.stringify(seen)}`)),
      STALL_MS,
    );
    ws.subscribe(
      { query: ANSWER_STREAM, variables: { id: askJournal.id } },
      {
        next: ({ data, errors }) => {
          if (errors) return reject(new Error(JSON.stringify(errors)));
          const chunk = data.journalAnswerStream;
          seen.push({ status: chunk.status, citations: chunk.citations?.length ?? null });
          if (cited === undefined && chunk.citations?.length) cited = performance.now() - start;
          if (chunk.status === 'FAILED') reject(new Error('The answer failed'));
        },
        error: reject,
        complete: () => {
          clearTimeout(stalled);
          resolve();
        },
      },
    );
  });
  if (cited === undefined) throw new Error('The answer cited nothing');
  return cited;
}

const spread = (values) => ({ p50: percentile(values, 50), p95: percentile(values, 95) });
const socket = (server, token) =>
  createClient({
    url: `${server.baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    lazy: false,
  });

await runRow(async (onStop) => {
  const database = await openBenchDatabase(progress);
  onStop(database.stop);
  const provider = await startFakeAiProvider({ restDelayMs: 20 });
  onStop(provider.close);
  const server = await startServer('memory', database.url, {
    AI_BASE_URL: provider.baseUrl,
    AI_API_KEY: FAKE_API_KEY,
    AI_MODEL: 'bench-model',
  });
  onStop(server.stop);
  const user = await ensureUser(server.baseUrl, database.url, SEARCH_USER);
  await withClient(database.url, (client) => ensureSearchSeed(client, user.id));
  const ws = socket(server, user.token);
  onStop(() => ws.dispose());
  const conversationId = await resetConversation(database.url, user.id);
  onStop(() =>
    withClient(database.url, (client) =>
      client.query('DELETE FROM conversations WHERE id = $1', [conversationId]),
    ),
  );
  onStop(() => setMemory(database.url, user.id, false));
  const held = watchConversation(ws, conversationId);
  await held.listening;
  onStop(async () => held.close());

  progress(`memory first-token: ${WARMUP} warm-up and ${RUNS} measured runs, memory off and on in turn`);
  const off = [];
  const on = [];
  for (let run = 0; run < WARMUP + RUNS; run++) {
    await resetConversation(database.url, user.id, conversationId);
    await setMemory(database.url, user.id, false);
    const withoutMemory = await firstToken(held, server, user.token, conversationId);
    await resetConversation(database.url, user.id, conversationId);
    await setMemory(database.url, user.id, true);
    const withMemory = await firstToken(held, server, user.token, conversationId);
    if (run < WARMUP) continue;
    off.push(withoutMemory);
    on.push(withMemory);
  }
  const remembered = await withClient(database.url, async (client) => {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM entry_memories m JOIN entries e ON e.id = m.entry_id
        WHERE e.conversation_id = $1`,
      [conversationId],
    );
    return rows[0].n;
  });
  const added = Math.round((percentile(on, 50) - percentile(off, 50)) * 10) / 10;
  progress(
    `memory first-token: off p50 ${percentile(off, 50)} ms, on p50 ${percentile(on, 50)} ms (+${added})`,
  );
  emit({
    bench: 'memory',
    case: 'first-token, memory on against off',
    app: spread(on),
    baseline: spread(off),
    ratio: Math.round((percentile(on, 50) / percentile(off, 50)) * 100) / 100,
    addedP50Ms: added,
    rememberedByLastReply: remembered,
    runs: RUNS,
    target: `added p50 <= ${TARGET_ADDED_MS} ms`,
    met: added <= TARGET_ADDED_MS,
  });

  // Only the offline server may run answer jobs: without Redis, an answer written by the first server (it polls
  // the same queue) would never reach a follower on the second.
  held.close();
  await ws.dispose();
  await server.stop();
  const offline = await startServer('memory-offline', database.url);
  onStop(offline.stop);
  const asker = await ensureUser(offline.baseUrl, database.url, SEARCH_USER);
  const offlineWs = socket(offline, asker.token);
  onStop(() => offlineWs.dispose());
  onStop(() =>
    withClient(database.url, (client) =>
      client.query('DELETE FROM journal_answers WHERE owner_id = $1', [user.id]),
    ),
  );
  progress(`memory ask-journal: ${WARMUP} warm-up and ${RUNS} measured runs, with me in turn`);
  const asked = [];
  const baseline = [];
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const cited = await firstCitations(offlineWs, offline, asker.token);
    const me = await timed(() => gql(offline.baseUrl, 'query { me { username } }', {}, asker.token));
    if (run < WARMUP) continue;
    asked.push(cited);
    baseline.push(me);
  }
  const p95 = percentile(asked, 95);
  progress(`memory ask-journal: first citations p95 ${p95} ms, me p95 ${percentile(baseline, 95)} ms`);
  emit({
    bench: 'memory',
    case: 'askJournal to its first citations, offline companion',
    app: spread(asked),
    baseline: spread(baseline),
    ratio: Math.round((p95 / percentile(baseline, 95)) * 100) / 100,
    runs: RUNS,
    target: `p95 <= ${TARGET_ASK_P95_MS} ms`,
    met: p95 <= TARGET_ASK_P95_MS,
  });
});
