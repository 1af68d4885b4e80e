import cluster, { type Worker } from 'node:cluster';

/** A worker that dies within this long of its start is failing to start, not crashing under load. */
const FAST_FAILURE_MS = 5_000;
/** Then the supervisor gives up rather than fork it in a tight loop. */
const MAX_FAST_FAILURES = 5;

/** One JSON line as the workers' pino logs print them. */
const say = (msg: string, extra: Record<string, unknown> = {}) =>
  process.stdout.write(
    `${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg, ...extra })}\n`,
  );

/**
 * WEB_CONCURRENCY=N (decision 0217): this process forks N API workers (server.ts again, each a
 * whole server with its own database pool) that share one port through Node's cluster, and only
 * supervises them. A worker that dies is replaced; SIGTERM/SIGINT is passed to every worker, which
 * drains as a single server does, and the supervisor exits once all have (0 if all exited 0).
 * Scheduled work runs in each worker and takes its advisory lock, so it still happens once.
 */
export function superviseWorkers(count: number, graceMs: number): void {
  let stopping = false;
  let fastFailures = 0;
  let failed = false;
  const started = new Map<Worker, number>();

  const fork = () => started.set(cluster.fork(), Date.now());
  for (let i = 0; i < count; i++) fork();
  say('supervising API workers', { workers: count });

  cluster.on('exit', (worker, code, signal) => {
    const livedMs = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (code !== 0) failed = true;
    if (stopping) {
      if (started.size === 0) process.exit(failed ? 1 : 0);
      return;
    }
    say('API worker died; starting another', { worker: worker.process.pid, code, signal });
    fastFailures = livedMs < FAST_FAILURE_MS ? fastFailures + 1 : 0;
    if (fastFailures >= MAX_FAST_FAILURES) {
      say('API workers keep failing at start; giving up');
      stopping = true;
      for (const w of started.keys()) w.process.kill('SIGTERM');
      if (started.size === 0) process.exit(1);
      return;
    }
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    say('stopping API workers', { signal });
    for (const worker of started.keys()) worker.process.kill(signal);
    // A worker cuts its own stragglers off after the grace period; this is only the backstop.
    setTimeout(() => {
      for (const worker of started.keys()) worker.process.kill('SIGKILL');
    }, graceMs + 5_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
