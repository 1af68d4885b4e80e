/**
 * Crash: `npm run test:reliability` (or `tsx reliability/crash.ts`).
 * On PostgreSQL, several job seekers write as fast as the server answers (applications with
 * cover letters, chat messages, saved jobs) while the server is killed with SIGKILL at a random
 * moment, twice. After each restart on the same database every write that got a 2xx must be
 * there and whole: an application with its cover letter and its job's response count, a message
 * on its application, a saved job; and no half-done write, whatever was in flight at the kill.
 */
import { post, signIn } from './support/api.ts';
import { check, main, out, sleep, tempDir } from './support/harness.ts';
import { type ScratchDatabase, scratchDatabase } from './support/postgres.ts';
import { ServerProcess } from './support/server.ts';
import { type Seeker, WriteLog, writeUntilFailure } from './support/writers.ts';

const SEEKERS = 6;
const ROUNDS = 2;
/** The kill lands somewhere in this window after the writers start. */
const KILL_AFTER_MS = [4000, 8000] as const;

async function prepareSeekers(server: ServerProcess, db: ScratchDatabase): Promise<Seeker[]> {
  const people = await db.query<{ id: string; email: string }>(
    `SELECT u.id, u.email FROM users u JOIN resumes r ON r.user_id = u.id AND r.is_active
      WHERE u.role = 'employee' ORDER BY u.email LIMIT $1`,
    [SEEKERS],
  );
  const open = await db.query<{ id: string }>(
    `SELECT id FROM jobs WHERE NOT is_draft AND NOT is_test AND archived_at IS NULL
        AND external_id IS NULL AND expires_at > now() + interval '1 day' ORDER BY id`,
  );
  const applied = new Set(
    (await db.query<{ k: string }>(`SELECT user_id::text || job_id::text AS k FROM applications`)).map(
      (r) => r.k,
    ),
  );
  const perSeeker = Math.floor(open.length / SEEKERS);
  return Promise.all(
    people.map(async (p, i) => {
      const ip = `10.3.0.${i + 1}`;
      const mine = open.slice(i * perSeeker, (i + 1) * perSeeker).map((j) => j.id);
      return {
        email: p.email,
        userId: p.id,
        ip,
        token: await signIn(server, p.email, ip),
        toApply: mine.filter((job) => !applied.has(p.id + job)),
        toSave: mine.slice(0, 40),
        applications: [],
      };
    }),
  );
}

/** Writers go until the kill; returns once every one of them has seen its connection fail. */
async function writeAndKill(server: ServerProcess, seekers: Seeker[], log: WriteLog, round: number) {
  const writers = seekers.map((s) => writeUntilFailure(server.url, s, log, `r${round}`));
  const [low, high] = KILL_AFTER_MS;
  await sleep(low + Math.random() * (high - low));
  const before = log.acked.length;
  server.signal('SIGKILL');
  const exit = await server.exited(5000);
  await Promise.all(writers);
  out(`  round ${round}: killed (${exit.signal}) after ${before} acknowledged writes in total`);
}

async function verify(db: ScratchDatabase, log: WriteLog) {
  const apps = log.of('application');
  const rows = await db.query<{ id: string; job_id: string; user_id: string; cover_letter: string }>(
    `SELECT id, job_id, user_id, cover_letter FROM applications WHERE id = ANY($1::uuid[])`,
    [apps.map((a) => a.id)],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lostApps = apps.filter((a) => {
    const r = byId.get(a.id);
    return !r || r.job_id !== a.jobId || r.user_id !== a.userId || r.cover_letter !== a.coverLetter;
  });
  check(lostApps.length === 0, `all ${apps.length} acknowledged applications are there, whole`, lostApps);

  const messages = log.of('message');
  const msgRows = await db.query<{ id: string; application_id: string; author_id: string; message: string }>(
    `SELECT id, application_id, author_id, message FROM application_messages WHERE id = ANY($1::uuid[])`,
    [messages.map((m) => m.id)],
  );
  const msgById = new Map(msgRows.map((r) => [r.id, r]));
  const lostMessages = messages.filter((m) => {
    const r = msgById.get(m.id);
    return !r || r.application_id !== m.applicationId || r.author_id !== m.authorId || r.message !== m.text;
  });
  check(lostMessages.length === 0, `all ${messages.length} acknowledged messages are there`, lostMessages);

  const saved = log.of('saved');
  const savedRows = await db.query<{ k: string }>(
    `SELECT user_id::text || '/' || job_id::text AS k FROM saved_jobs`,
  );
  const savedSet = new Set(savedRows.map((r) => r.k));
  const lostSaved = saved.filter((s) => !savedSet.has(`${s.userId}/${s.jobId}`));
  check(lostSaved.length === 0, `all ${saved.length} acknowledged saved jobs are there`, lostSaved);

  // Whole: an application and its job's response count change in one transaction.
  const [counts] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM jobs j
      WHERE j.response_count <> (SELECT count(*) FROM applications a WHERE a.job_id = j.id)`,
  );
  check(counts?.n === 0, "every job's response count equals its applications (none half-done)", counts);
  const [orphans] = await db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM applications
               WHERE cover_letter LIKE 'Cover letter r%' AND resume_id IS NULL)::int
          + (SELECT count(*) FROM application_messages m
               WHERE NOT EXISTS (SELECT 1 FROM applications a WHERE a.id = m.application_id))::int AS n`,
  );
  check(orphans?.n === 0, 'no application without its resume, no message without its application', orphans);
}

main('crash', async () => {
  out('PostgreSQL: kill -9 under a stream of writes');
  const db = await scratchDatabase('crash');
  const dataDir = tempDir('crash');
  const env = { DATABASE_URL: db.url };
  let server = await ServerProcess.start(dataDir, env);
  const seekers = await prepareSeekers(server, db);
  check(seekers.length === SEEKERS, `${SEEKERS} job seekers with an active resume are signed in`);
  const log = new WriteLog();

  for (let round = 1; round <= ROUNDS; round++) {
    await writeAndKill(server, seekers, log, round);
    server = await ServerProcess.start(dataDir, env);
    await verify(db, log);
  }
  out(`  answers: ${JSON.stringify(log.answers)}`);
  out(`  in flight at the kills (outcome unknown, either is fine): ${JSON.stringify(log.unknown)}`);
  check(log.serverErrors === 0, 'no write was answered with a 5xx before the kill', log.answers);
  for (const kind of ['application', 'message', 'saved'] as const) {
    check(log.of(kind).length > 0, `the stream acknowledged some writes of each kind (${kind})`);
  }

  // The restarted server takes writes again, with the sessions from before the crashes.
  const [first] = seekers;
  if (!first) throw new Error('no seeker');
  const again = await post(server.url, '/api/v1/jobs/favorites.insert', { id: first.toSave[1] }, first);
  check(again.status === 200, 'the restarted server takes writes with the sessions from before', again);
  server.signal('SIGTERM');
  check((await server.exited(10_000)).code === 0, 'and stops cleanly');
});
