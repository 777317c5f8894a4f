#!/usr/bin/env node
// Row "time to first streamed token": a local fake OpenAI-compatible provider (fake-ai-provider.mjs) that
// sends its first token at once. The app case does what the client does (useJourney with
// useConversationReplies): the conversation's conversationReplies subscription, over graphql-ws, listens
// while the conversation is shown; each message is continueConversation(stream: true), measured from sending
// it to the first reply text arriving on that subscription. A second case subscribes afresh before each
// message and waits for it to listen, as a message sent right after opening a conversation does, measured
// from subscribing. The baseline, in turn in the same run: the provider asked directly (a streamed chat
// completion; time to its first content chunk). One JSON line per case.
// fetch is Node's own (Node 18+); the lint config lists only the older globals.
/* global fetch, performance, TextDecoder */
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

/** The message every run sends, streamed (`stream: true`): the mutation answers once the words are stored. */
const sendMessage = (baseUrl, token, conversationId) =>
  gql(baseUrl, CONTINUE, { input: { conversationId, message: 'And today I finished the roof.' } }, token);

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

/**
 * One app run on a listening subscription: ms after `start` (sending the mutation, or subscribing) at which
 * the first reply text arrived, the mutation was answered and the AI was asked.
 */
async function askApp(watch, baseUrl, token, conversationId, arrivals, start = performance.now()) {
  const asked = arrivals.length;
  const firstText = watch.firstText();
  const { continueConversation } = await sendMessage(baseUrl, token, conversationId);
  const answered = performance.now() - start;
  const first = await firstText;
  const entryId = continueConversation.entry.id;
  if (first.entryId !== entryId) throw new Error('The first text was of another reply');
  await watch.ended(entryId);
  if (arrivals.length !== asked + 1) throw new Error('The provider was not asked exactly once');
  return { firstToken: first.at - start, answered, aiRequestAt: arrivals[asked] - start };
}

/**
 * The client's sequence before conversationReplies, for comparison in the same run: the mutation, then
 * replyStream on the new entry once it has answered.
 */
async function askAppThenFollow(ws, baseUrl, token, conversationId, arrivals) {
  const asked = arrivals.length;
  const start = performance.now();
  const { continueConversation } = await sendMessage(baseUrl, token, conversationId);
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

/** p50 and p95 of `values`. */
const spread = (values) => ({ p50: percentile(values, 50), p95: percentile(values, 95) });

/** The JSON line of one case. */
function caseLine(name, baseline, runs, extra = {}) {
  const app = runs.map((run) => run.firstToken);
  const added = percentile(app, 50) - percentile(baseline, 50);
  return {
    bench: 'first-token',
    case: name,
    app: spread(app),
    baseline: spread(baseline),
    ratio: Math.round((percentile(app, 50) / percentile(baseline, 50)) * 10) / 10,
    addedP50Ms: Math.round(added * 10) / 10,
    mutationAnsweredAt: spread(runs.map((run) => run.answered)),
    aiRequestSentAt: spread(runs.map((run) => run.aiRequestAt)),
    ...extra,
    target: `added p50 <= ${TARGET_ADDED_MS} ms`,
    met: added <= TARGET_ADDED_MS,
    runs: runs.length,
  };
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
  // Held while the conversation is shown, as the client does.
  const held = watchConversation(ws, conversationId);
  await held.listening;
  onStop(async () => held.close());

  const heldRuns = [];
  const freshRuns = [];
  const followRuns = [];
  const baseline = [];
  progress(`first-token: ${WARMUP} warm-up and ${RUNS} measured runs of each case, app and provider in turn`);
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    const { arrivals } = provider;
    await resetConversation(database.url, user.id, conversationId);
    const direct = await askProvider(provider.baseUrl);
    const viaHeld = await askApp(held, server.baseUrl, user.token, conversationId, arrivals);
    await resetConversation(database.url, user.id, conversationId);
    const subscribed = performance.now();
    const fresh = watchConversation(ws, conversationId);
    const listeningAt = (await fresh.listening) - subscribed;
    const viaFresh = await askApp(fresh, server.baseUrl, user.token, conversationId, arrivals, subscribed);
    fresh.close();
    await resetConversation(database.url, user.id, conversationId);
    const viaFollow = await askAppThenFollow(ws, server.baseUrl, user.token, conversationId, arrivals);
    if (run < WARMUP) continue;
    baseline.push(direct);
    heldRuns.push(viaHeld);
    freshRuns.push({ ...viaFresh, listeningAt });
    followRuns.push(viaFollow);
  }
  const machine = {
    database: database.kind,
    loadavg: (await import('node:os')).loadavg().map((l) => Math.round(l * 100) / 100),
  };
  emit({
    ...caseLine('continueConversation to the first text on the held conversationReplies', baseline, heldRuns),
    ...machine,
  });
  emit({
    ...caseLine('conversationReplies subscribed, listening, then continueConversation', baseline, freshRuns, {
      listeningAt: spread(freshRuns.map((run) => run.listeningAt)),
    }),
    ...machine,
  });
  emit({
    ...caseLine(
      'continueConversation, then replyStream on the answer (the client before)',
      baseline,
      followRuns,
    ),
    ...machine,
  });
});
