// The data of row "Search": a journal's shapes at scale. 1,000 writers and 1,000,000 entries of prose whose
// words follow Zipf's law (a word's frequency falls as 1 / its rank), as English does; the measured writer has
// 10,000 entries, the others about 990 each, all interleaved in time. A word's share of entries follows from
// its rank, the same in the measured writer's timeline as across the table, so the cases below are chosen by
// rank:
// - `family` (rank 33): in about a quarter of every writer's entries, the measured one's included;
// - `remem` (remember, remembered, remembering, remembrance at ranks 40 to 1,500): a prefix in about a third;
// - `lighthouse` (rank 13,600): in a handful of the measured writer's entries.
import { markSeeded, progress, seedVersion } from './lib.mjs';

const SEED = 'search';
// Bump when the seeded data changes shape: a run then drops the old rows and seeds again.
// 4: seeded after the migration SearchDocumentInline, so that its documents are in their rows.
export const SEED_VERSION = 4;
const WRITERS = 1_000;
const CONVERSATIONS_MEASURED = 1_000;
const CONVERSATIONS_OTHER = 99;
const ENTRIES_PER_CONVERSATION = 10;
const BULK_PREFIX = 'bench_bulk_';
const VOCABULARY_SIZE = 20_000;

// The commonest words of English journal prose, by rank; the cases' words at their ranks (1-based).
const HEAD = `i the and to a of was it in my that me for is on with but we at so this had be have just
not all day about out what like family morning then an or felt now how did some back really got get more
after think went know want been our them work going because home still much even feel over little night good
long first said could made he she they you her his when up today from time one there were would`
  .split(/\s+/)
  .filter(Boolean);
const PLACED = { 40: 'remembered', 120: 'remembering', 400: 'remembrance', 1_500: 'rememberable' };
const RARE = { rank: 13_600, word: 'lighthouse' };

// Syllables of the made-up words that fill the long tail; none starts a case's word (no `re`, `fa`, `li`).
const SYLLABLES = 'ba ce di fo gu ka lo mi nu po ru sa te vi wo zu ho ja ne ki'.split(' ');

/** A made-up word for `rank`, unique per rank: its digits in base 20 as syllables. */
function tailWord(rank) {
  let word = '';
  for (let n = rank; n > 0; n = Math.floor(n / SYLLABLES.length)) word += SYLLABLES[n % SYLLABLES.length];
  return `${word}n`;
}

/** The vocabulary, index 0 being rank 1. */
export function vocabulary() {
  const words = [];
  for (let rank = 1; rank <= VOCABULARY_SIZE; rank++) {
    words.push(PLACED[rank] ?? (rank === RARE.rank ? RARE.word : (HEAD[rank - 1] ?? tailWord(rank))));
  }
  if (words[32] !== 'family' || words[39] !== 'remembered') throw new Error('The vocabulary lost its ranks');
  return words;
}

/** Zipf by inverse transform: exp(uniform · ln N) is log-uniform on [1, N], P(rank = k) = ln(1 + 1/k) / ln N. */
function proseOf(words, random, count) {
  const picked = new Array(count);
  for (let i = 0; i < count; i++) {
    picked[i] = words[Math.min(words.length, Math.floor(Math.exp(random() * Math.log(words.length)))) - 1];
  }
  return picked.join(' ');
}

/** A seeded generator (mulberry32), so every seed writes the same prose. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ENTRY_BATCH = 5_000;

/**
 * The other writers (with the measured writer's password hash) and everyone's conversations in bulk SQL; the
 * entries' prose drawn here and inserted in batches. The lexicon triggers are off meanwhile: the owners' word
 * counts are made at once at the end, as the migration SearchDocuments does (a statement trigger per batch
 * would upsert every word of a thousand owners each time).
 */
export async function seedSearch(client, measuredId) {
  const started = Date.now();
  const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
  // One transaction (DDL included), so an interrupted seed leaves the indexes and no half of the rows.
  await client.query('BEGIN');
  // GIN indexes are built far faster at once than row by row: drop them, insert, create them again exactly
  // as the migrations defined them.
  const { rows: ginIndexes } = await client.query(
    `SELECT indexname, indexdef FROM pg_indexes
     WHERE tablename = 'entries' AND indexname = 'IDX_entries_search'`,
  );
  for (const { indexname } of ginIndexes) await client.query(`DROP INDEX "${indexname}"`);
  await client.query('ALTER TABLE entries DISABLE TRIGGER entries_search_words_inserted');
  await client.query('ALTER TABLE entries DISABLE TRIGGER entries_search_words_deleted');
  // A million rows deleted one conversation at a time (the foreign keys' cascades): dropping the bench database
  // (`DROP DATABASE flexi_bench`) and seeding it anew is quicker.
  progress('seed: removing the rows of an earlier seed, if any (minutes after a seed of another version)');
  await client.query(`DELETE FROM users WHERE username LIKE '${BULK_PREFIX}%'`);
  await client.query('DELETE FROM conversations WHERE owner_id = $1', [measuredId]);
  await client.query(
    `INSERT INTO users (username, email, password_hash)
     SELECT '${BULK_PREFIX}' || g, '${BULK_PREFIX}' || g || '@bench.invalid', u.password_hash
     FROM generate_series(1, $1::int) g, (SELECT password_hash FROM users WHERE id = $2) u`,
    [WRITERS - 1, measuredId],
  );
  // Writers interleave in time, as real ones do: each conversation starts in one of 1,000 slots ten hours
  // apart, the measured writer's in every slot, another writer's in every tenth or so.
  const { rows: conversations } = await client.query(
    `INSERT INTO conversations (owner_id, topic, project_name, created_at, updated_at)
     SELECT u.id, 'projectJournal', 'Project ' || c, now() - make_interval(mins => minutes::int),
       now() - make_interval(mins => minutes::int) + interval '9 hours'
     FROM (SELECT id, row_number() OVER (ORDER BY username) AS n, id = $1 AS measured FROM users
           WHERE id = $1 OR username LIKE '${BULK_PREFIX}%') u
     CROSS JOIN LATERAL generate_series(1, CASE WHEN u.measured THEN ${CONVERSATIONS_MEASURED} ELSE ${CONVERSATIONS_OTHER} END) c
     CROSS JOIN LATERAL (SELECT (CASE WHEN u.measured THEN ${CONVERSATIONS_MEASURED} - c
       ELSE (${CONVERSATIONS_MEASURED} - (c * ${CONVERSATIONS_MEASURED} / ${CONVERSATIONS_OTHER}) + u.n % 10) END) * 600
       + u.n % 600 AS minutes) t
     ORDER BY minutes DESC
     RETURNING id, owner_id, created_at`,
    [measuredId],
  );
  progress(`seed: writers and conversations in ${elapsed()}`);
  // Entries in time order across all writers, an hour apart within a conversation.
  const entries = conversations
    .flatMap((c) =>
      Array.from({ length: ENTRIES_PER_CONVERSATION }, (_, k) => ({
        conversationId: c.id,
        ownerId: c.owner_id,
        k,
        at: new Date(c.created_at.getTime() + k * 3_600_000),
      })),
    )
    .sort((a, b) => a.at - b.at);
  const words = vocabulary();
  const random = seededRandom(42);
  for (let from = 0; from < entries.length; from += ENTRY_BATCH) {
    const batch = entries.slice(from, from + ENTRY_BATCH);
    // The writer's side 30 to 70 words, the reply 40 to 80.
    const userTexts = batch.map(() => proseOf(words, random, 30 + Math.floor(random() * 41)));
    const replyTexts = batch.map(() => proseOf(words, random, 40 + Math.floor(random() * 41)));
    await client.query(
      `INSERT INTO entries (conversation_id, owner_id, kind, order_index, user_text, answers, reply_text,
         reply_status, created_at, updated_at)
       SELECT conversation_id, owner_id, CASE WHEN k = 0 THEN 'opening' ELSE 'continuation' END, k, user_text,
         CASE WHEN k = 0 THEN jsonb_build_array(jsonb_build_object(
           'questionId', 'q1', 'question', 'What is on your mind?', 'answer', user_text)) END,
         reply_text, 'complete', at, at
       FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::timestamptz[], $5::text[], $6::text[])
         AS t(conversation_id, owner_id, k, at, user_text, reply_text)`,
      [
        batch.map((e) => e.conversationId),
        batch.map((e) => e.ownerId),
        batch.map((e) => e.k),
        batch.map((e) => e.at),
        userTexts,
        replyTexts,
      ],
    );
    if ((from / ENTRY_BATCH) % 20 === 19) progress(`seed: ${from + batch.length} entries in ${elapsed()}`);
  }
  progress(`seed: entries in ${elapsed()}`);
  // The word counts of a million entries: a hash of millions of (owner, word) pairs, spilled to disk for an
  // hour at the default work_mem.
  await client.query(`SET LOCAL work_mem = '2GB'`);
  await client.query(`SET maintenance_work_mem = '512MB'`);
  await client.query(
    `DELETE FROM search_words
     WHERE owner_id = $1 OR owner_id IN (SELECT id FROM users WHERE username LIKE '${BULK_PREFIX}%')`,
    [measuredId],
  );
  await client.query(
    `INSERT INTO search_words (owner_id, word, uses)
     SELECT owner_id, lexeme, count(*) FROM entries, unnest(tsvector_to_array(search_vector)) AS lexeme
     WHERE owner_id = $1 OR owner_id IN (SELECT id FROM users WHERE username LIKE '${BULK_PREFIX}%')
     GROUP BY 1, 2`,
    [measuredId],
  );
  await client.query('ALTER TABLE entries ENABLE TRIGGER entries_search_words_inserted');
  await client.query('ALTER TABLE entries ENABLE TRIGGER entries_search_words_deleted');
  progress(`seed: lexicon in ${elapsed()}`);
  for (const { indexdef } of ginIndexes) await client.query(indexdef);
  await markSeeded(client, SEED, SEED_VERSION);
  await client.query('COMMIT');
  progress(`seed: search indexes in ${elapsed()}`);
  await client.query('VACUUM ANALYZE users, conversations, entries, search_words');
  progress(`seed: done in ${elapsed()}`);
}

/** Seeds the search data unless this version of it is there already (rows "Search" and "Looking back"). */
export async function ensureSearchSeed(client, measuredId) {
  if ((await seedVersion(client, SEED)) === SEED_VERSION) {
    progress('search: seeded data found, reused');
    return;
  }
  progress('search: seeding 1,000,000 entries (a few minutes)');
  try {
    await seedSearch(client, measuredId);
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
