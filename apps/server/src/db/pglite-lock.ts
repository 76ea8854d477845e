import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** The lock file an open PGlite folder holds (inside the folder; the template restore ignores it). */
export const PGLITE_LOCK_FILE = '.hapabox.lock';

/** Another live process has the PGlite folder open. */
export class PgliteFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${folder} is already open in process ${pid} (lock file ${path.join(folder, PGLITE_LOCK_FILE)}). ` +
        'PGlite serves one process at a time: stop that server, or set DATA_DIR to another folder (or DATABASE_URL for PostgreSQL).',
    );
  }
}

/** Whether process `pid` is alive (a signal-0 probe; EPERM means it exists under another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the PGlite folder `dir` for this process (architecture.md "Database": PGlite is one process's database): a lock
 * file with our pid, created exclusively. A lock left by a process that is no longer running (a crash, kill -9) is
 * stale and taken over; one held by a live process (this one included: a second open in the same process) refuses.
 * Returns the release function (removes the lock if it is still ours).
 * @throws PgliteFolderInUseError naming the folder and the process that holds it
 */
export function lockPgliteFolder(dir: string): () => void {
  const folder = path.resolve(dir);
  const file = path.join(folder, PGLITE_LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      return () => {
        try {
          if (Number(readFileSync(file, 'utf8').trim()) === process.pid) rmSync(file, { force: true });
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let holder = NaN;
    try {
      holder = Number(readFileSync(file, 'utf8').trim());
    } catch {
      continue; // removed in between: try again
    }
    if (Number.isSafeInteger(holder) && holder > 0 && alive(holder)) throw new PgliteFolderInUseError(folder, holder);
    rmSync(file, { force: true }); // stale: its process is gone (or the file is unreadable garbage)
  }
  throw new Error(`Could not lock the database folder ${folder} (${file} keeps coming back)`);
}
