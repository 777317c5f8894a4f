import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findAppRoot } from 'src/config/app-root';
import { generateSnapshots, SNAPSHOT_DIR } from 'src/database/sql-snapshot/generate-snapshots';
import { createTestDatabase, type TestDatabase } from './support/test-app';

const REGENERATE = 'Run `npm run sql:snapshot` and commit apps/server/src/queries/ with the change.';

/** Where two texts part, as the line number and each side's line. */
function firstDifference(committed: string, sent: string): string {
  const [was, now] = [committed.split('\n'), sent.split('\n')];
  const at = now.findIndex((line, i) => line !== was[i]);
  const line = at === -1 ? now.length : at;
  return `line ${line + 1} is ${JSON.stringify(was[line] ?? '')} in the snapshot, ${JSON.stringify(now[line] ?? '')} as sent`;
}

// Every statement a repository sends is in a committed snapshot, so that a reviewer sees each change to one.
describe('SQL snapshots', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('hold the statements the repositories send today', async () => {
    const generated = await generateSnapshots(database.url);
    const dir = join(findAppRoot(), SNAPSHOT_DIR);
    const committed = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.sql')) : [];

    const missing = [...generated.keys()].filter((name) => !committed.includes(name));
    const stale = committed.filter((name) => !generated.has(name));
    const changed = [...generated].filter(
      ([name, text]) => !missing.includes(name) && readFileSync(join(dir, name), 'utf8') !== text,
    );
    const problems = [
      ...missing.map((name) => `${name} is not committed`),
      ...stale.map((name) => `${name} belongs to no repository any more`),
      ...changed.map(
        ([name, text]) => `${name} differs: ${firstDifference(readFileSync(join(dir, name), 'utf8'), text)}`,
      ),
    ];
    if (problems.length > 0) throw new Error(`${problems.join('\n')}\n${REGENERATE}`);
    expect(generated.size).toBeGreaterThan(0);
  });
});
