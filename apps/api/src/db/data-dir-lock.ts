import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One process per PGlite data folder (decision 0111). PGlite keeps the database in the process's
 * memory and writes it back to the folder: two processes on one folder each see only their own
 * writes, and whichever closes last silently wins. The server and the seed CLI take this lock
 * before opening PGlite; with DATABASE_URL (PostgreSQL) no lock is needed.
 *
 * The lock is a file created exclusively (O_EXCL) holding the owner's PID and the kernel's start
 * time of that PID. A process killed with `kill -9` leaves the file behind; the next start finds
 * its PID gone (or reused by a process started at another time) and takes the lock over.
 */
export const LOCK_FILE = 'fitjobs.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `${dataDir} is in use by another FitJobs process (PID ${pid}): ` +
        'only one process may open a PGlite data folder. Stop that process, or use another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockOwner {
  pid: number;
  /** /proc/<pid>/stat's start time (clock ticks since boot); null where /proc is missing. */
  started: string | null;
}

/** When the process with this PID started, as the kernel counts it; tells a reused PID apart. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name (field 2) may hold spaces, so count from its closing bracket.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to someone else; it still holds the folder.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = startTimeOf(owner.pid);
  return owner.started === null || started === null || started === owner.started;
}

function readOwner(file: string): LockOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, started: parsed.started ?? null } : null;
  } catch {
    return null;
  }
}

export interface DataDirLock {
  file: string;
  /** Removes the lock file if it is still ours; safe to call twice. */
  release(): void;
}

/** Takes the folder's lock or throws DataDirLockedError naming the PID that holds it. */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, started: startTimeOf(process.pid) };
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, `${JSON.stringify(me)}\n`, { flag: 'wx', mode: 0o644 });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let owner = readOwner(file);
    if (!owner) {
      // Empty or unreadable: perhaps another starter between creating and writing it. Look again.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
      owner = readOwner(file);
    }
    if (owner && isAlive(owner)) throw new DataDirLockedError(dataDir, owner.pid);
    // Left by a process that is gone (or half-written by one killed while writing it): take over.
    // A second try that still finds the file means another starter won the race just now.
    if (attempt > 0) throw new DataDirLockedError(dataDir, owner?.pid ?? 0);
    try {
      unlinkSync(file);
    } catch {
      // someone else removed it first
    }
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    if (readOwner(file)?.pid === process.pid) {
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
    }
  };
  // Any exit (process.exit included) frees the folder; only kill -9 leaves the file behind.
  process.once('exit', release);
  return { file, release };
}

/**
 * For the commands (server, seed CLI): takes the lock, or prints why not and exits 1 at once. The
 * lock is held until the process exits.
 */
export function holdDataDir(dataDir: string, command: string): DataDirLock {
  try {
    return lockDataDir(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    process.stderr.write(`${command}: ${err.message}\n`);
    process.exit(1);
  }
}
