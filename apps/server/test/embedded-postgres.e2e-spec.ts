import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { type RunningDatabase, startEmbeddedPostgres } from 'src/database/embedded-postgres';

// initdb and a cold start take a few seconds each.
jest.setTimeout(60_000);

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

const portOf = (url: string) => new URL(url).port;

/** Whether a process with this id is alive. A zombie (exited, not yet reaped by init) counts as gone. */
function isRunning(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (existsSync('/proc/self/stat')) {
    if (!existsSync(stat)) return false;
    // The state letter follows the parenthesised command name.
    const state = readFileSync(stat, 'utf8').replace(/^.*\) /s, '')[0];
    return state !== 'Z' && state !== 'X';
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

describe(startEmbeddedPostgres.name, () => {
  let root: string;
  let pgData: string;
  const logs: string[] = [];
  const started: RunningDatabase[] = [];

  /** Every test starts (or adopts) the same cluster and stops it itself; afterAll is the safety net. */
  async function start(): Promise<RunningDatabase> {
    const db = await startEmbeddedPostgres({
      dataDir: pgData,
      password: 'embedded-test-password',
      database: 'flexi',
      log: (message) => logs.push(message),
    });
    started.push(db);
    return db;
  }

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'flexi-embedded-pg-'));
    pgData = join(root, 'postgres');
  });

  beforeEach(() => {
    logs.length = 0;
  });

  afterAll(async () => {
    for (const db of started) await db.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('should initialise a cluster and answer SELECT 1 when the data dir is empty', async () => {
    const db = await start();
    try {
      expect(await query(db.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
      expect(existsSync(join(pgData, 'PG_VERSION'))).toBe(true);
      expect(new URL(db.url).pathname).toBe('/flexi');
    } finally {
      await db.stop();
    }
  });

  it('should keep the data when the server is stopped and started again', async () => {
    const first = await start();
    await query(first.url, 'CREATE TABLE IF NOT EXISTS kept (note text)');
    await query(first.url, "INSERT INTO kept VALUES ('still here')");
    await first.stop();

    const second = await start();
    try {
      expect(await query(second.url, 'SELECT note FROM kept')).toEqual([{ note: 'still here' }]);
      expect(logs.some((message) => message.startsWith('Initialising'))).toBe(false);
    } finally {
      await second.stop();
    }
  });

  it('should adopt the running server when started again while the first is still running', async () => {
    // As when a parent was killed without stopping the database: the server is up, nobody holds a handle.
    const orphan = await start();
    try {
      const adopted = await start();

      expect(portOf(adopted.url)).toBe(portOf(orphan.url));
      expect(await query(adopted.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
      expect(logs).toContainEqual(expect.stringContaining('Reusing the embedded PostgreSQL already running'));
    } finally {
      await orphan.stop();
    }
  });

  it('should leave no postgres process for the data dir when stopped', async () => {
    const db = await start();
    const pidFile = join(pgData, 'postmaster.pid');
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    expect(isRunning(pid)).toBe(true);

    await db.stop();

    expect(existsSync(pidFile)).toBe(false);
    expect(isRunning(pid)).toBe(false);
    await expect(query(db.url, 'SELECT 1')).rejects.toThrow(/ECONNREFUSED/);
  });
});
