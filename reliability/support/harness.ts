import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const out = (line = '') => process.stdout.write(`${line}\n`);
export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const cleanups: (() => Promise<void> | void)[] = [];

/** Registers undo work (kill a child, drop a database, remove a folder); it runs last-in, first-out. */
export function onCleanup(fn: () => Promise<void> | void) {
  cleanups.push(fn);
}

async function runCleanups() {
  while (cleanups.length > 0) {
    const fn = cleanups.pop();
    try {
      await fn?.();
    } catch (err) {
      console.error('cleanup failed:', err);
    }
  }
}

const failures: string[] = [];

/** An assertion that keeps going: every broken rule is listed at the end, not only the first. */
export function check(ok: boolean, rule: string, detail?: unknown) {
  out(`  ${ok ? 'ok  ' : 'FAIL'} ${rule}${ok || detail === undefined ? '' : `: ${JSON.stringify(detail)}`}`);
  if (!ok) failures.push(rule);
}

/**
 * Runs a reliability script: cleans up whether it passes, fails or is interrupted (Ctrl-C in a
 * terminal, SIGTERM from CI), and exits non-zero when any check failed.
 */
export function main(name: string, body: () => Promise<void>) {
  let stopping = false;
  const abort = async (why: string) => {
    if (stopping) return;
    stopping = true;
    console.error(`${name}: ${why}; cleaning up`);
    await runCleanups();
    process.exit(1);
  };
  process.once('SIGINT', () => void abort('interrupted'));
  process.once('SIGTERM', () => void abort('terminated'));
  const started = performance.now();
  body()
    .then(async () => {
      stopping = true;
      await runCleanups();
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (failures.length > 0) {
        console.error(
          `${name}: ${failures.length} check(s) failed in ${seconds} s:\n  ${failures.join('\n  ')}`,
        );
        process.exit(1);
      }
      out(`${name}: passed in ${seconds} s`);
      process.exit(0);
    })
    .catch(async (err) => {
      console.error(`${name}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      stopping = true;
      await runCleanups();
      process.exit(1);
    });
}

/** A fresh temporary folder, removed at the end. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `fitjobs-${prefix}-`));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Latency figures as the README shows them. */
export const ms = (n: number) => `${Math.round(n)} ms`;

// One way to find a free port for every harness (the machine is shared: never a fixed port).
export { freePort } from '../../e2e/support/net.ts';
