/**
 * A throwaway PostgreSQL 15 cluster (Debian's) for the tests that run the server on a real database.
 * `startPostgres()` makes a new cluster in a fresh temporary directory, on a free port of 127.0.0.1
 * (its unix socket in that directory), with fsync off, and answers the URL of an empty `freight`
 * database; `stop()` stops the server and removes the directory.
 *
 * Measured here (2 cores shared with other work, load average 3–6): start 0.8–2.9 s, most of it
 * initdb (0.8–1.4 s alone; pg_ctl start 0.15 s); stop 0.12–0.22 s. A Vitest file that starts and
 * stops one took 1.5–1.7 s.
 *
 * initdb and postgres refuse to run as root: as root, they run as the `postgres` user (spawned with its
 * uid and gid, with no runuser process in between).
 * No server outlives the test process: an 'exit' handler stops it synchronously, and because a
 * Vitest worker thread that is terminated, or a process that is killed, never runs that handler, a
 * watchdog process stops the server and removes the directory when the pipe from this process closes.
 */
import { spawn, spawnSync, execFile, type ChildProcess } from 'node:child_process';
import { accessSync, chownSync, constants, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const BIN = '/usr/lib/postgresql/15/bin';
const INITDB = `${BIN}/initdb`;
const PG_CTL = `${BIN}/pg_ctl`;
const DATABASE = 'freight';
const START_ATTEMPTS = 3;
const SHM = '/dev/shm';

const execFileAsync = promisify(execFile);

export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/freight */
  url: string;
  stop(): Promise<void>;
}

/** Spawn options that run a command in `dir` as a user PostgreSQL accepts. */
type RunAs = { cwd: string; uid?: number; gid?: number };

async function run(command: string, args: string[], as: RunAs): Promise<string> {
  try {
    return (await execFileAsync(command, args, { ...as, timeout: 60_000 })).stdout;
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${command} ${args[0] ?? ''} failed: ${(stderr || stdout || String(error)).trim()}`, { cause: error });
  }
}

function postgresIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  const gid = id('-g');
  if (!Number.isInteger(uid) || !Number.isInteger(gid) || uid === 0) throw new Error('No `postgres` user: run `apt-get install -y postgresql`');
  return { uid, gid };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Where the cluster's directory goes: memory when the machine has a tmpfs (initdb there took 0.8–1.4 s
 * here against 3.3–4.3 s on the disk under /tmp, most of it system time), else the temporary directory.
 */
function scratchDir(): string {
  try {
    accessSync(SHM, constants.W_OK);
    return SHM;
  } catch {
    return tmpdir();
  }
}

/** A single-quoted postgresql.conf string. */
const confString = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Stops the server and removes the directory when its standard input closes: on `stop()`, or when
 * this process ends in any way. It ignores the terminal's signals so that it outlives this process.
 */
function startWatchdog(dir: string, data: string, as: RunAs): ChildProcess {
  const script = 'trap "" INT HUP TERM; read -r _; "$0" stop -D "$1" -m immediate -w >/dev/null 2>&1 && rm -rf "$2"';
  const watchdog = spawn('sh', ['-c', script, PG_CTL, data, dir], { ...as, stdio: ['pipe', 'ignore', 'ignore'] });
  // A forgotten stop() must not hold the process open: the 'exit' handler then stops the server.
  watchdog.unref();
  (watchdog.stdin as unknown as { unref(): void }).unref();
  return watchdog;
}

export async function startPostgres(): Promise<PostgresCluster> {
  if (!existsSync(INITDB) || !existsSync(PG_CTL)) {
    throw new Error(`PostgreSQL 15 is not installed (no ${INITDB}): run \`apt-get install -y postgresql\``);
  }
  const dir = mkdtempSync(join(scratchDir(), 'postgres-cluster-'));
  const data = join(dir, 'data');
  let as: RunAs = { cwd: dir };
  if (process.getuid?.() === 0) {
    as = { ...as, ...postgresIds() };
    chownSync(dir, as.uid!, as.gid!);
  }
  const watchdog = startWatchdog(dir, data, as);

  const stopNow = () => {
    spawnSync(PG_CTL, ['stop', '-D', data, '-m', 'immediate', '-w'], { ...as, stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stopNow);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stopNow);
    if (watchdog.exitCode === null && watchdog.signalCode === null) {
      const exited = new Promise<void>((resolve) => watchdog.once('exit', () => resolve()));
      watchdog.ref(); // the wait itself must hold the process open
      watchdog.stdin?.end();
      await exited;
    }
    // The watchdog leaves the directory when there was no server to stop (a failed start).
    const running = existsSync(join(data, 'postmaster.pid'));
    if (running) stopNow();
    else rmSync(dir, { recursive: true, force: true });
  };

  try {
    await run(INITDB, ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C', '--no-instructions'], as);
    // A throwaway cluster: nothing needs to survive a crash.
    writeFileSync(
      join(data, 'postgresql.conf'),
      `${readFileSync(join(data, 'postgresql.conf'), 'utf8')}
listen_addresses = '127.0.0.1'
unix_socket_directories = ${confString(dir)}
fsync = off
synchronous_commit = off
full_page_writes = off
`,
    );
    const port = await startServer(data, join(dir, 'server.log'), as);
    const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
    await admin.connect();
    try {
      await admin.query(`create database ${DATABASE}`);
    } finally {
      await admin.end();
    }
    return { url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Starts the server on a free port and waits until it accepts connections; answers the port. */
async function startServer(data: string, log: string, as: RunAs): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    try {
      // -w: pg_ctl returns once the server accepts connections.
      await run(PG_CTL, ['start', '-D', data, '-l', log, '-w', '-t', '30', '-o', `-p ${port}`], as);
      return port;
    } catch (error) {
      // Another process may have taken the port between the probe and the start.
      if (attempt >= START_ATTEMPTS) {
        const tail = existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-10).join('\n') : '';
        throw new Error(`${(error as Error).message}\n${tail}`, { cause: error });
      }
    }
  }
}
