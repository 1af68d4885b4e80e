/**
 * Shutdown: `npm run test:reliability` (or `tsx reliability/shutdown.ts`).
 * 1. PostgreSQL: SIGTERM while a slow request (a cover letter uploaded slowly by the client) is in
 *    flight: it completes with 200 and its write is kept, requests arriving meanwhile get 503, and
 *    the process exits 0 within 10 seconds.
 * 2. PGlite: SIGTERM (to the server process, as a supervisor sends it) and SIGINT (Ctrl-C on
 *    `npm run start`: to the whole process group, as a terminal sends it) each close the database
 *    cleanly (its control file says "shut down": no crash recovery needed), the process exits 0,
 *    and what was written before is there after a restart.
 * 3. PGlite: SIGTERM while the first start seeds the demo board: the seeding ends, the database
 *    is closed cleanly, the process exits 0 without listening, and the board is whole on restart.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { post, signIn } from './support/api.ts';
import { check, main, out, sleep, tempDir } from './support/harness.ts';
import { scratchDatabase } from './support/postgres.ts';
import { ServerProcess } from './support/server.ts';

const SEEKER = 'seeker@demo.fitjobs.nz';

/** A POST whose body the client sends in two halves, `pauseMs` apart, on a connection of its own. */
function slowPost(url: string, body: string, token: string, pauseMs: number, onHalf: () => void) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        authorization: `Bearer ${token}`,
      },
    });
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.once('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    onHalf();
    setTimeout(() => req.end(body.slice(half)), pauseMs);
  });
}

/** Status of a GET on a fresh connection, or the connection error's code. */
function freshGet(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
    });
    req.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

async function sigtermDuringSlowRequest() {
  out('PostgreSQL: SIGTERM during a slow request');
  const db = await scratchDatabase('drain');
  const server = await ServerProcess.start(tempDir('drain'), { DATABASE_URL: db.url });
  const token = await signIn(server, SEEKER, '10.1.0.1');
  const [job] = await db.query<{ id: string; response_count: number }>(
    `SELECT id, response_count FROM jobs
      WHERE NOT is_draft AND NOT is_test AND archived_at IS NULL AND external_id IS NULL
        AND expires_at > now() + interval '1 day'
        AND id NOT IN (SELECT job_id FROM applications a JOIN users u ON u.id = a.user_id WHERE u.email = $1)
      LIMIT 1`,
    [SEEKER],
  );
  if (!job) throw new Error('no open job to apply to');
  const coverLetter = `Kia ora, ${'I would love to work with your team. '.repeat(40)}`;
  const body = JSON.stringify({ id: job.id, cover_letter: coverLetter });

  let signalled = 0;
  const slow = slowPost(`${server.url}/api/v1/employees/applications.insert`, body, token, 3000, () => {
    // Half the body is on the wire: the request is in flight when the signal arrives.
    setTimeout(() => {
      signalled = Date.now();
      server.signal('SIGTERM');
    }, 500);
  });
  await sleep(1200);
  const during = await Promise.all([
    freshGet(`${server.url}/api/v1/jobs/search?q=nurse`),
    freshGet(`${server.url}/healthz`),
  ]);
  check(
    during.every((s) => s === 503),
    'requests arriving while it drains get 503 (search, health check)',
    during,
  );
  const answer = await slow;
  check(answer.status === 200, 'the slow request in flight at SIGTERM completes with 200', answer);
  const exit = await server.exited(10_000);
  check(exit.code === 0, 'the process exits with code 0', exit);
  check(exit.afterMs < 10_000, `it exits within 10 s of SIGTERM (${Date.now() - signalled} ms)`);

  const [saved] = await db.query<{ cover_letter: string; response_count: number }>(
    `SELECT a.cover_letter, j.response_count FROM applications a JOIN jobs j ON j.id = a.job_id
      JOIN users u ON u.id = a.user_id WHERE u.email = $1 AND a.job_id = $2`,
    [SEEKER, job.id],
  );
  check(saved?.cover_letter === coverLetter.trim(), 'the application it acknowledged is stored whole');
  check(saved?.response_count === job.response_count + 1, "the job's response count moved with it");
}

/** PostgreSQL's DBState in global/pg_control: 1 = shut down cleanly, 6 = in production (not closed). */
function controlFileState(dataDir: string): number {
  return readFileSync(path.join(dataDir, 'pgdata', 'global', 'pg_control')).readInt32LE(16);
}
const DB_SHUTDOWNED = 1;

async function pgliteSignals() {
  out('PGlite: SIGTERM and SIGINT close the database cleanly');
  const dataDir = tempDir('pglite');
  // No demo board: the point is the database files, and an empty board starts in seconds.
  const env = { SEED_DEMO: 'false' };
  const email = 'shutdown@example.com';
  const ip = '10.2.0.1';
  let token = '';
  const written: string[] = [];
  const cases = [
    { signal: 'SIGTERM', launch: 'node' },
    { signal: 'SIGINT', launch: 'npm' },
  ] as const;
  for (const { signal, launch } of cases) {
    const server = await ServerProcess.start(dataDir, env, launch);
    if (!token) token = await signIn(server, email, ip);
    const before = await post<{ items: { query_string: string }[] }>(
      server.url,
      '/api/v1/jobs/search.list',
      {},
      { token, ip },
    );
    const have = before.body.items?.map((s) => s.query_string) ?? [];
    check(
      written.every((q) => have.includes(q)),
      `after the restart the saved searches written before are there (${written.length})`,
      have,
    );
    const query = `q=${signal.toLowerCase()}`;
    const saved = await post(
      server.url,
      '/api/v1/jobs/search.insert',
      { search_params: { q: signal.toLowerCase() }, query_string: query, notify_by_email: false },
      { token, ip },
    );
    check(saved.status === 200, `a saved search is written before ${signal}`, saved);
    written.push(query);
    server.signal(signal);
    const exit = await server.exited(10_000);
    if (launch === 'node') {
      check(exit.code === 0, `${signal}: the server exits with code 0 (${exit.afterMs} ms)`, exit);
    } else {
      // npm answers Ctrl-C by dying of SIGINT itself, once its script has ended: the control file,
      // read just below at that moment, shows whether the server had closed the database by then
      // (a restart may follow at once and must not find it still open).
      check(
        exit.code === 0 || exit.signal === 'SIGINT',
        `${signal}: npm start ends (${exit.afterMs} ms)`,
        exit,
      );
    }
    check(
      controlFileState(dataDir) === DB_SHUTDOWNED,
      `${signal}: the PGlite data folder is marked shut down cleanly`,
      controlFileState(dataDir),
    );
  }
  const server = await ServerProcess.start(dataDir, env);
  const after = await post<{ items: { query_string: string }[] }>(
    server.url,
    '/api/v1/jobs/search.list',
    {},
    { token, ip },
  );
  const have = after.body.items?.map((s) => s.query_string) ?? [];
  check(
    written.every((q) => have.includes(q)),
    'it reopens after both signals with every saved search',
    have,
  );
  server.signal('SIGTERM');
  await server.exited(10_000);
}

async function sigtermWhileSeeding() {
  out('PGlite: SIGTERM while the first start seeds the demo board');
  const dataDir = tempDir('seeding');
  const starting = await ServerProcess.launch(dataDir, { LOG_LEVEL: 'info' });
  await starting.logged('empty database: seeding the demo board', 120_000);
  starting.signal('SIGTERM');
  const exit = await starting.exited(60_000);
  check(exit.code === 0, `SIGTERM while seeding: the server exits with code 0 (${exit.afterMs} ms)`, exit);
  check(
    controlFileState(dataDir) === DB_SHUTDOWNED,
    'SIGTERM while seeding: the PGlite data folder is marked shut down cleanly',
    controlFileState(dataDir),
  );
  const server = await ServerProcess.start(dataDir);
  const res = await fetch(`${server.url}/api/v1/jobs/search`);
  const { total_count } = (await res.json()) as { total_count: number };
  check(res.status === 200 && total_count > 0, 'it reopens with the demo board whole', total_count);
  server.signal('SIGTERM');
  await server.exited(10_000);
}

main('shutdown', async () => {
  await sigtermDuringSlowRequest();
  await pgliteSignals();
  await sigtermWhileSeeding();
});
