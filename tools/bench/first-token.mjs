#!/usr/bin/env node
// Row "time to first streamed token": a local fake OpenAI-compatible provider (fake-ai-provider.mjs) that
// sends its first token at once. The app case does what the client does (useJourney): sends
// continueConversation(stream: true), then follows the new entry's replyStream over graphql-ws; measured from
// sending the mutation to the first reply text arriving at the subscriber. The baseline, in turn in the same
// run: the provider asked directly (a streamed chat completion; time to its first content chunk). One JSON line.
// fetch is Node's own (Node 18+); the lint config lists only the older globals.
/* global fetch, performance, TextDecoder */
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
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
  withClient,
} from './lib.mjs';

const USER = 'bench_first_token';
const RUNS = intVar('BENCH_RUNS', 200);
const WARMUP = 20;
const TARGET_ADDED_MS = 5;
// Earlier exchanges in the conversation each time: the prompt carries a short history, as in real use.
const HISTORY = 6;

const CONTINUE = `mutation ($input: ContinueConversationInput!) {
  continueConversation(input: $input, stream: true) { conversation { id entryCount } entry { id replyStatus } }
}`;
const REPLY_STREAM = `subscription ($entryId: ID!) { replyStream(entryId: $entryId) { entryId text status error } }`;

/** A conversation of HISTORY answered entries; entries added by earlier runs are removed first. */
async function resetConversation(databaseUrl, ownerId, conversationId) {
  return withClient(databaseUrl, async (client) => {
    if (conversationId) {
      await client.query('DELETE FROM entries WHERE conversation_id = $1 AND order_index >= $2', [
        conversationId,
        HISTORY,
      ]);
      return conversationId;
    }
    await client.query('DELETE FROM conversations WHERE owner_id = $1', [ownerId]);
    const { rows } = await client.query(
      `INSERT INTO conversations (owner_id, topic, project_name) VALUES ($1, 'projectJournal', 'Bench')
       RETURNING id`,
      [ownerId],
    );
    await client.query(
      `INSERT INTO entries (conversation_id, owner_id, kind, order_index, user_text, reply_text, reply_status)
       SELECT $1, $2, CASE WHEN k = 0 THEN 'opening' ELSE 'continuation' END, k,
         'What I did today: ' || repeat(md5(k::text) || ' ', 8), 'A reply. ' || repeat(md5(k::text), 6),
         'complete'
       FROM generate_series(0, ${HISTORY - 1}) k`,
      [rows[0].id, ownerId],
    );
    return rows[0].id;
  });
}

/** The provider asked directly: ms from sending the request to its first content chunk; drains the rest. */
async function askProvider(baseUrl) {
  const start = performance.now();
  const response = await fetch(`${baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${FAKE_API_KEY}` },
    body: JSON.stringify({ model: 'bench-model', stream: true, messages: [{ role: 'user', content: 'Hi' }] }),
  });
  const decoder = new TextDecoder();
  let seen = '';
  let first;
  for await (const part of response.body) {
    seen += decoder.decode(part, { stream: true });
    // The role chunk carries an empty content; the first token is the first content that is not.
    if (first === undefined && /"content":"[^"]/.test(seen)) first = performance.now() - start;
  }
  return first;
}

/** One app run: when the first token arrived, the mutation was answered and the AI was asked, in ms after the mutation was sent. */
async function askApp(ws, baseUrl, token, conversationId, arrivals) {
  const asked = arrivals.length;
  const start = performance.now();
  const { continueConversation } = await gql(
    baseUrl,
    CONTINUE,
    { input: { conversationId, message: 'And today I finished the roof.' } },
    token,
  );
  const answered = performance.now() - start;
  let firstToken;
  await new Promise((resolve, reject) => {
    ws.subscribe(
      { query: REPLY_STREAM, variables: { entryId: continueConversation.entry.id } },
      {
        next: ({ data, errors }) => {
          if (errors) return reject(new Error(JSON.stringify(errors)));
          const chunk = data.replyStream;
          if (firstToken === undefined && chunk.text) firstToken = performance.now() - start;
          if (chunk.status === 'failed') reject(new Error(`Reply failed: ${chunk.error}`));
        },
        error: reject,
        complete: resolve,
      },
    );
  });
  if (arrivals.length !== asked + 1) throw new Error('The provider was not asked exactly once');
  return { firstToken, answered, aiRequestAt: arrivals[asked] - start };
}

await runRow(async (onStop) => {
  const provider = await startFakeAiProvider({ restDelayMs: 20 });
  onStop(provider.close);
  const database = await openBenchDatabase(progress);
  onStop(database.stop);
  const server = await startServer('first-token', database.url, {
    AI_BASE_URL: provider.baseUrl,
    AI_API_KEY: FAKE_API_KEY,
    AI_MODEL: 'bench-model',
  });
  onStop(server.stop);
  const user = await ensureUser(server.baseUrl, database.url, USER);
  const ws = createClient({
    url: `${server.baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${user.token}` },
    lazy: false,
  });
  onStop(() => ws.dispose());
  const conversationId = await resetConversation(database.url, user.id);

  const app = [];
  const aiRequestAt = [];
  const answered = [];
  const baseline = [];
  progress(`first-token: ${WARMUP} warm-up and ${RUNS} measured runs, app and provider in turn`);
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    await resetConversation(database.url, user.id, conversationId);
    const direct = await askProvider(provider.baseUrl);
    const viaApp = await askApp(ws, server.baseUrl, user.token, conversationId, provider.arrivals);
    if (run < WARMUP) continue;
    baseline.push(direct);
    app.push(viaApp.firstToken);
    aiRequestAt.push(viaApp.aiRequestAt);
    answered.push(viaApp.answered);
  }
  const added = percentile(app, 50) - percentile(baseline, 50);
  emit({
    bench: 'first-token',
    case: 'continueConversation to the first replyStream text',
    app: { p50: percentile(app, 50), p95: percentile(app, 95) },
    baseline: { p50: percentile(baseline, 50), p95: percentile(baseline, 95) },
    ratio: Math.round((percentile(app, 50) / percentile(baseline, 50)) * 10) / 10,
    addedP50Ms: Math.round(added * 10) / 10,
    mutationAnsweredAt: { p50: percentile(answered, 50), p95: percentile(answered, 95) },
    aiRequestSentAt: { p50: percentile(aiRequestAt, 50), p95: percentile(aiRequestAt, 95) },
    target: `added p50 <= ${TARGET_ADDED_MS} ms`,
    met: added <= TARGET_ADDED_MS,
    runs: RUNS,
    database: database.kind,
    loadavg: (await import('node:os')).loadavg().map((l) => Math.round(l * 100) / 100),
  });
});
