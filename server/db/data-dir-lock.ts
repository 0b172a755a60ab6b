/**
 * One server per data directory: PGlite has no lock of its own and two processes writing one directory
 * corrupt it. The lock is a file created exclusively, holding the owner's process id; a lock whose process
 * is gone (a crash, a kill -9) is taken over, one held by a live process is refused with a message that
 * says which.
 */
import { mkdirSync, openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'server.lock';

export class DataDirLockedError extends Error {}

/** Directories this process holds: its own id in a lock file is then no stale lock. */
const held = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A process killed but not yet reaped (a zombie, state Z on Linux) still answers the signal: it is gone.
  try {
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/** Takes the lock of `dir` (created if missing); the function returned gives it back. */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  if (held.has(path)) throw new DataDirLockedError(`${dir} is in use by another server (process ${process.pid}, this one).`);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(path);
      const release = () => {
        if (!held.delete(path)) return;
        process.off('exit', release);
        try {
          unlinkSync(path);
        } catch {
          // Already gone: nothing to give back.
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(path, 'utf8').trim());
      // Our own id in the file is a previous life of this process id (a container restarted): stale.
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new DataDirLockedError(
          `${dir} is in use by another server (process ${owner}). Stop it first, or give this one another DATA_DIR.`,
        );
      }
      unlinkSync(path);
    }
  }
  throw new DataDirLockedError(`${dir}: could not take ${LOCK_FILE}; another server is starting on it.`);
}
