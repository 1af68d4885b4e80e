/**
 * Load: `npm run test:reliability` (or `tsx reliability/load.ts`, after `npm run build`).
 * The server as `npm start` runs it (built web app, NODE_ENV=production) on a fresh PostgreSQL
 * database: the demo board plus 50,000 generated jobs (`npm run seed`), a warm-up, then
 * LOAD_SECONDS (60) of mixed traffic from LOAD_CONNECTIONS (10) connections. Fails on any 5xx,
 * socket error or timeout, and unless the sign-in codes answer 200 up to the per-IP limit, then 429.
 */
import { spawn } from 'node:child_process';
import autocannon, { type Result } from 'autocannon';
import { check, main, ms, out, root, tempDir } from './support/harness.ts';
import { type ScratchDatabase, scratchDatabase } from './support/postgres.ts';
import { ServerProcess } from './support/server.ts';
import { type Kind, type Targets, TrafficStats, trafficMix } from './support/traffic.ts';

const EXTRA_JOBS = Number(process.env.LOAD_JOBS ?? 50_000);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 10);
const WARM_UP_SECONDS = 10;
/** The server's default: sign-in codes one IP address may ask for in an hour. */
const CODES_PER_IP_HOUR = 20;

/** `npm run seed -- --jobs N` against the database, printing its progress; resolves with seconds taken. */
function seedJobs(db: ScratchDatabase): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/seed/cli.ts', '--jobs', String(EXTRA_JOBS), '--seed', '7'],
      { cwd: root, env: { ...process.env, DATABASE_URL: db.url }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    child.stdout.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().trim().split('\n')) out(`  seed: ${line.trim()}`);
    });
    child.once('exit', (code) =>
      code === 0 ? resolve((performance.now() - started) / 1000) : reject(new Error(`seed exited ${code}`)),
    );
  });
}

async function targets(db: ScratchDatabase): Promise<Targets> {
  const jobs = await db.query<{ id: string }>(
    `SELECT id FROM jobs WHERE NOT is_draft AND NOT is_test AND archived_at IS NULL
      ORDER BY random() LIMIT 500`,
  );
  const companies = await db.query<{ id: string }>(`SELECT id FROM companies ORDER BY random() LIMIT 200`);
  // The commonest words of job titles: what people type, from a very common word to a rarer one.
  const words = await db.query<{ word: string }>(
    `SELECT word FROM ts_stat('SELECT to_tsvector(''simple'', title) FROM jobs')
      WHERE length(word) > 3 ORDER BY ndoc DESC LIMIT 40`,
  );
  const countries = await db.query<{ id: number; code: string }>(`SELECT id, code FROM countries`);
  const regions = await db.query<{ id: number }>(`SELECT id FROM regions`);
  const country = (code: string) => countries.find((c) => c.code === code)?.id ?? 1;
  return {
    jobIds: jobs.map((j) => j.id),
    companyIds: companies.map((c) => c.id),
    words: words.map((w) => w.word),
    nz: country('NZ'),
    au: country('AU'),
    regionIds: regions.map((r) => r.id),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

function report(result: Result, stats: TrafficStats) {
  const l = result.latency;
  out(`\n${result.requests.total} requests in ${result.duration.toFixed(0)} s, ${CONNECTIONS} connections`);
  out(`requests/s: ${result.requests.average.toFixed(1)} (mean of per-second samples)`);
  out(`latency: p50 ${ms(l.p50)}, p90 ${ms(l.p90)}, p99 ${ms(l.p99)}, max ${ms(l.max)}`);
  const statuses = Object.entries(result.statusCodeStats).map(([s, v]) => `${s}: ${v.count}`);
  out(`statuses: ${statuses.join(', ')}; socket errors ${result.errors}, timeouts ${result.timeouts}`);
  out('\n| request | count | p50 | p90 | p99 | max | statuses |');
  out('|---|---:|---:|---:|---:|---:|---|');
  for (const [kind, list] of stats.latencies) {
    const sorted = [...list].sort((a, b) => a - b);
    const codes = Object.entries(stats.statuses.get(kind) ?? {})
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    out(
      `| ${kind} | ${sorted.length} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 90))} | ` +
        `${ms(percentile(sorted, 99))} | ${ms(sorted.at(-1) ?? 0)} | ${codes} |`,
    );
  }
  out('');
}

function checkRun(name: string, result: Result, stats: TrafficStats) {
  check(result['5xx'] === 0, `${name}: no 5xx`, result.statusCodeStats);
  check(result.errors === 0, `${name}: no socket errors`, result.errors);
  check(result.timeouts === 0, `${name}: no timeouts`, result.timeouts);
  const kinds: Kind[] = ['search', 'job API', 'job page', 'company API', 'company page'];
  for (const kind of kinds) {
    const total = stats.count(kind);
    check(total > 0 && stats.count(kind, 200) === total, `${name}: every ${kind} request answered 200`, {
      total,
      statuses: stats.statuses.get(kind),
    });
  }
}

main('load', async () => {
  const db = await scratchDatabase('load');
  const dataDir = tempDir('load');
  let started = performance.now();
  const server = await ServerProcess.start(dataDir, { DATABASE_URL: db.url });
  out(`server up with the demo board in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const seedSeconds = await seedJobs(db);
  const [{ n }] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs`)) as [{ n: number }];
  out(`seeded ${EXTRA_JOBS} jobs in ${seedSeconds.toFixed(1)} s; ${n} jobs in all`);
  const t = await targets(db);

  started = performance.now();
  const warm = new TrafficStats();
  const warmUp = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: WARM_UP_SECONDS,
    requests: trafficMix(t, warm, false),
  });
  out(`warm-up: ${warmUp.requests.total} requests in ${WARM_UP_SECONDS} s`);
  checkRun('warm-up', warmUp, warm);

  const stats = new TrafficStats();
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: trafficMix(t, stats, true),
  });
  report(result, stats);
  checkRun('load', result, stats);
  const codes = stats.count('sign-in code');
  const granted = stats.count('sign-in code', 200);
  check(
    granted === Math.min(codes, CODES_PER_IP_HOUR) && stats.count('sign-in code', 429) === codes - granted,
    `sign-in codes: 200 for the first ${CODES_PER_IP_HOUR} from one address, then 429`,
    stats.statuses.get('sign-in code'),
  );
  check(server.running, 'the server is still running after the load');
  server.signal('SIGTERM');
  const exit = await server.exited(10_000);
  check(exit.code === 0, 'and stops cleanly (exit 0)', exit);
  out(`load phase took ${((performance.now() - started) / 1000).toFixed(0)} s`);
});
