#!/usr/bin/env node
// Fails when the committed client code (apps/client/src/gql and each feature's *.generated.ts) is not what
// graphql-codegen would generate now from libs/schema/schema.graphql and the documents (apps/client/codegen.ts). Runs as `nx run client:codegen:check`
// (and before the client's lint, typecheck, test and build).
// Codegen runs in memory and its output is compared with the files on disk: the working tree is never touched.
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CONFIG = 'apps/client/codegen.ts';
const FIX = 'Run `npx nx run client:codegen` and commit apps/client/src/gql and the *.generated.ts files.';
const CLIENT_SRC = join(ROOT, 'apps/client/src');
// What codegen owns: every file of apps/client/src/gql, and the *.generated.ts files beside the documents.
const isGenerated = (path) =>
  path.startsWith(join(CLIENT_SRC, 'gql') + '/') || path.endsWith('.generated.ts');

// The config's paths are relative to the workspace root.
process.chdir(ROOT);

function fail(lines) {
  console.error(['Client codegen drift check FAILED:', ...lines.map((line) => `  ${line}`), FIX].join('\n'));
  process.exit(1);
}

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

const { config } = await loadCodegenConfig({ configFilePath: join(ROOT, CONFIG) });

let outputs;
try {
  outputs = await generate({ ...config, cwd: ROOT, silent: true, watch: false }, false);
} catch (error) {
  // e.g. a document selecting a field the schema does not have.
  fail([
    `graphql-codegen could not generate the client code (${CONFIG}); fix what it reports first:`,
    String(error?.message ?? error),
  ]);
}

const problems = [];
const expected = new Set();
for (const { filename, content } of outputs) {
  const path = resolve(ROOT, filename);
  const shown = relative(ROOT, path);
  expected.add(path);
  if (!existsSync(path)) problems.push(`${shown} is missing`);
  else if (readFileSync(path, 'utf8') !== content) problems.push(`${shown} is stale`);
}
// A file the generator no longer writes (a removed .graphql file's output, a leftover of an older preset) is
// drift too.
for (const path of listFiles(CLIENT_SRC).filter(isGenerated)) {
  if (!expected.has(path)) problems.push(`${relative(ROOT, path)} is not generated any more`);
}

if (problems.length > 0) fail(problems);
console.log(`Client codegen is up to date (${outputs.length} files under ${relative(ROOT, CLIENT_SRC)}).`);
