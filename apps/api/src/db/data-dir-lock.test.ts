import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';

// The full story with real server processes is reliability/data-dir-lock.ts.
const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fitjobs-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A lock file as another process would have left it. */
const writeLock = (dir: string, owner: object) =>
  writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(owner));

describe('the data folder lock', () => {
  it('refuses a folder held by a live process, naming the folder and its PID', () => {
    const dir = newDir();
    const holder = spawn('sleep', ['30']);
    try {
      const started = readFileSync(`/proc/${holder.pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[19];
      writeLock(dir, { pid: holder.pid, started });
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(
        `${dir} is in use by another FitJobs process (PID ${holder.pid})`,
      );
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a process that is gone (kill -9), and releases it', () => {
    const dir = newDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
    writeLock(dir, { pid: gone.pid, started: '1' });
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it('takes over a lock whose PID now belongs to a process started at another time', () => {
    const dir = newDir();
    writeLock(dir, { pid: process.pid, started: 'not-when-this-process-started' });
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
  });

  it('takes over an empty lock file (its writer died before writing)', () => {
    const dir = newDir();
    writeFileSync(path.join(dir, LOCK_FILE), '');
    lockDataDir(dir).release();
  });
});
