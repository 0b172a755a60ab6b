/**
 * The production server as a process of its own (`node --import tsx server/main.ts`, as `npm run serve`
 * starts it), for the tests of what only a
 * process shows: a restart, the data directory's lock, a clean shutdown, a crash, two processes on one
 * database. `startServerProcess({ env })` starts it on a free port with a one-line build in a temporary
 * directory and answers once it prints its "Serving" line; a start that fails rejects with
 * ServerExitedError, holding the exit code and everything the process wrote.
 *
 * One node process, tsx as a loader (tsx's CLI would run the server as a child and kill it when it does
 * not acknowledge a relayed SIGTERM within 30 ms), in a process group of its own: a kill -9 kills the
 * group, as a crash or the kernel's OOM killer would, and no server outlives the test process. Vitest may end a worker thread without its 'exit' handlers, so a
 * watchdog process kills the group too when the pipe from this process closes.
 *
 * tests/setup.ts intercepts this process's fetch: every request goes out with MSW's bypass().
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bypass } from 'msw';

const READY = /Serving .* on (http:\/\/127\.0\.0\.1:\d+)/;
/** A PGlite start took 3.4–8.8 s here (tests/server/server-restart.test.ts): well past that is a hang. */
const START_TIMEOUT_MS = 45_000;
/** SIGTERM drains for at most 10 s (server/main.ts), then the process exits by itself. */
const STOP_TIMEOUT_MS = 20_000;

export interface ServerProcess {
  /** e.g. http://127.0.0.1:38211 */
  origin: string;
  /** Sends `path` (from the origin, e.g. /api/user/current) to this process. */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  /**
   * Sends `signal` (default SIGTERM; SIGKILL kills the server's group at once) and answers the exit code
   * once no process of the server is left.
   */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
  /** Everything the process wrote so far, standard output and error interleaved. */
  output: () => string;
}

export interface ServerProcessOptions {
  /** Added to this process's environment: DATA_DIR, DATABASE_URL... PORT, HOST and DIST_DIR are set here. */
  env?: Record<string, string>;
}

/** The server ended before it served: its exit code (null when a signal ended it) and its output. */
export class ServerExitedError extends Error {
  constructor(
    readonly code: number | null,
    readonly output: string,
  ) {
    super(`The server exited with code ${code} before serving:\n${output}`);
  }
}

/**
 * Kills the process group and removes the build when its standard input closes, i.e. when this process
 * ends in any way.
 */
function startWatchdog(groupId: number, distDir: string): ChildProcess {
  // `kill -9 -<pgid>`: dash's kill takes neither `--` nor `-s KILL` before a negative id.
  const script = 'trap "" INT HUP TERM; read -r _; kill -9 "-$0" 2>/dev/null; rm -rf "$1"';
  const watchdog = spawn('sh', ['-c', script, String(groupId), distDir], {
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  watchdog.unref();
  (watchdog.stdin as unknown as { unref(): void }).unref();
  return watchdog;
}

function killGroup(groupId: number): void {
  try {
    process.kill(-groupId, 'SIGKILL');
  } catch {
    // The group is gone already.
  }
}

/** Whether any process of the group is left, a zombie included. */
function groupExists(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Waits until the system has reaped the group's last process: a process of the group killed with -9 and
 * orphaned stays a zombie until init reaps it (1.8 s here), so that the next start finds its lock file the
 * way a supervisor's restart would, after the process is gone.
 */
async function groupGone(groupId: number): Promise<void> {
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (groupExists(groupId) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

export async function startServerProcess({ env = {} }: ServerProcessOptions = {}): Promise<ServerProcess> {
  // The API needs no build, but the server refuses to start without an index.html.
  const distDir = mkdtempSync(join(tmpdir(), 'server-process-dist-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Freight</title>\n');

  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const groupId = child.pid!;
  const watchdog = startWatchdog(groupId, distDir);
  const killOnExit = () => killGroup(groupId);
  process.on('exit', killOnExit);

  let text = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));

  // The server is gone: anything it started goes with the group.
  child.once('exit', () => killGroup(groupId));
  // 'close' comes once the output pipes are drained too, so a refused start's message is all there.
  const exited = new Promise<number | null>((resolve) => {
    child.once('close', (code) => {
      process.off('exit', killOnExit);
      watchdog.kill('SIGKILL');
      rmSync(distDir, { recursive: true, force: true });
      resolve(code);
    });
  });

  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      killGroup(groupId);
      reject(new Error(`The server did not serve within ${START_TIMEOUT_MS} ms:\n${text}`));
    }, START_TIMEOUT_MS);
    const onData = () => {
      const ready = READY.exec(text);
      if (!ready) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve(ready[1]!);
    };
    child.stdout!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      // A server that served and then died has answered already: this rejection is then ignored.
      reject(new ServerExitedError(code, text));
    });
  });

  return {
    origin,
    request: (path, init) => fetch(bypass(new Request(`${origin}${path}`, init))),
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) {
        await groupGone(groupId);
        return exited;
      }
      if (signal === 'SIGKILL') killGroup(groupId);
      else child.kill(signal);
      const timer = setTimeout(() => killGroup(groupId), STOP_TIMEOUT_MS);
      try {
        const code = await exited;
        await groupGone(groupId);
        return code;
      } finally {
        clearTimeout(timer);
      }
    },
    output: () => text,
  };
}
