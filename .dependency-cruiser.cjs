// @ts-check
/**
 * Which code may import which. Each project's `lint` target runs this on its own sources (tests are left out:
 * they assemble the app and may import any part of it).
 *
 * Server, apps/server/src (a layer imports its own folders and the layers above it in this table):
 *
 * | Layer       | Folders                                                        | Imports                         |
 * | ----------- | -------------------------------------------------------------- | ------------------------------- |
 * | foundation  | common config database health logging metrics redis            | the foundation                  |
 * | features    | ai auth capabilities conversations files jobs journal-answers  | the foundation, other features  |
 * |             | journal-transfer mail memory replies search session share      | (never in a circle)             |
 * |             | transcription users white-label                                |                                 |
 * | composition | app rest schema, and main.ts                                   | everything                      |
 *
 * - database/data-source-options.ts lists the features' TypeORM entities: it may import `*.entity.ts` files.
 * - jobs/ (the queue) is for durable work: replies/, reviews, reminders, memory/ and journal-answers/ import it
 *   (conversations/ does not), and app/ which starts it.
 *
 * Client, apps/client/src:
 *
 * | Layer    | Folders       | Imports                                                                     |
 * | -------- | ------------- | --------------------------------------------------------------------------- |
 * | shared   | shared gql    | shared, gql                                                                 |
 * | features | features/*    | shared, gql, other features but home (never in a circle); session and       |
 * |          |               | white-label, which the others build on, import no other feature             |
 * | app      | app, main.tsx | everything                                                                  |
 *
 * - service-worker/ is the service worker, a program of its own (built to /sw.js): it imports nothing of the
 *   page's code; the page imports only its messages (`worker-messages.ts`).
 *
 * Features import each other's files directly (there is no public index per feature): the rules keep the
 * direction (home composes the views; nothing imports home; no circle between features), not the files.
 *
 * Libraries, libs/*: never an app.
 */

const SERVER = '^apps/server/src/';
const FOUNDATION = ['common', 'config', 'database', 'health', 'logging', 'metrics', 'redis'];
const COMPOSITION = ['app', 'rest', 'schema'];
const DATA_SOURCE_OPTIONS = `${SERVER}database/data-source-options\\.ts$`;
const JOBS_IMPORTERS = [
  'jobs',
  'replies',
  'looking-back/reviews',
  'reminders',
  'memory',
  'journal-answers',
  'app',
];

const CLIENT = '^apps/client/src/';
const CLIENT_BASE_FEATURES = ['session', 'white-label'];

const folders = (root, names) => `${root}(${names.join('|')})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A file never imports itself back through others.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-circles',
      comment: 'Two modules (folders) never import each other, even through different files.',
      severity: 'error',
      scope: 'folder',
      from: { path: `(${SERVER}|${CLIENT})` },
      to: { circular: true },
    },
    {
      name: 'foundation-imports-no-feature',
      comment:
        'The foundation serves every feature and knows none (the app composes what it needs from them).',
      severity: 'error',
      from: { path: folders(SERVER, FOUNDATION), pathNot: DATA_SOURCE_OPTIONS },
      to: { path: SERVER, pathNot: folders(SERVER, FOUNDATION) },
    },
    {
      name: 'data-source-lists-only-entities',
      comment: "The data source registers the features' entities, and takes nothing else from them.",
      severity: 'error',
      from: { path: DATA_SOURCE_OPTIONS },
      to: { path: SERVER, pathNot: [folders(SERVER, FOUNDATION), '\\.entity\\.ts$'] },
    },
    {
      name: 'nothing-imports-composition',
      comment: 'app/, rest/ and schema/ import the features; a feature or the foundation never imports them.',
      severity: 'error',
      from: { path: SERVER, pathNot: [folders(SERVER, COMPOSITION), `${SERVER}[^/]+$`] },
      to: { path: folders(SERVER, COMPOSITION) },
    },
    {
      name: 'only-replies-import-jobs',
      comment:
        'The job queue carries reply, review and scheduled mail jobs: only their pipelines (replies/, looking-back/reviews/, reminders/) and app/ reach it.',
      severity: 'error',
      from: { path: SERVER, pathNot: folders(SERVER, JOBS_IMPORTERS) },
      to: { path: `${SERVER}jobs/` },
    },
    {
      name: 'client-shared-imports-no-feature',
      comment: 'shared/ (and the generated gql/) serve every feature and know none, nor the app.',
      severity: 'error',
      from: { path: folders(CLIENT, ['shared', 'gql']) },
      to: { path: CLIENT, pathNot: folders(CLIENT, ['shared', 'gql']) },
    },
    {
      name: 'client-features-import-no-app',
      comment: 'app/ (router, Apollo client, shell) assembles the features; they never import it.',
      severity: 'error',
      from: { path: `${CLIENT}features/` },
      to: { path: [`${CLIENT}app/`, `${CLIENT}main\\.tsx$`] },
    },
    {
      name: 'client-nothing-imports-home',
      comment: 'home/ composes the other features into the page; none of them imports it.',
      severity: 'error',
      from: { path: `${CLIENT}features/`, pathNot: `${CLIENT}features/home/` },
      to: { path: `${CLIENT}features/home/` },
    },
    {
      name: 'client-base-features-stand-alone',
      comment:
        'session/ and white-label/ are what the other features build on: they import no other feature.',
      severity: 'error',
      from: { path: `${CLIENT}features/(${CLIENT_BASE_FEATURES.join('|')})/` },
      to: { path: `${CLIENT}features/`, pathNot: `${CLIENT}features/$1/` },
    },
    {
      name: 'client-service-worker-stands-alone',
      comment: 'The service worker runs apart from the page (/sw.js): it imports none of the page’s code.',
      severity: 'error',
      from: { path: `${CLIENT}service-worker/` },
      to: { path: CLIENT, pathNot: `${CLIENT}service-worker/` },
    },
    {
      name: 'client-page-takes-only-worker-messages',
      comment: 'Of the service worker, the page takes only the messages they exchange.',
      severity: 'error',
      from: { path: CLIENT, pathNot: `${CLIENT}service-worker/` },
      to: { path: `${CLIENT}service-worker/`, pathNot: `${CLIENT}service-worker/worker-messages\\.ts$` },
    },
    {
      name: 'libs-import-no-app',
      comment: 'Libraries are shared by the apps; an app is never a dependency of a library.',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests assemble the app and may import any part of it.
    exclude: {
      path: [
        'node_modules',
        '\\.spec\\.tsx?$',
        '\\.e2e-spec\\.ts$',
        `${CLIENT}testing/`,
        `${CLIENT}test-setup\\.ts$`,
      ],
    },
    // `import type` is a dependency too: a layer may not lean on another's types either.
    tsPreCompilationDeps: true,
  },
};
