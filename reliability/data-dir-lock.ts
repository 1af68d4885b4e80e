/**
 * One process per data folder: `npm run test:reliability` (or `tsx reliability/data-dir-lock.ts`).
 * Real server processes on PGlite (decision 0111):
 * 1. A second server on the same DATA_DIR exits at once, non-zero, naming the folder and the PID
 *    of the first; the first keeps serving, and every write it answered is there after a restart.
 * 2. `npm run seed` on that folder refuses the same way while the server runs.
 * 3. A server killed with kill -9 leaves its lock file behind; the next start takes it over.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { post, signIn } from './support/api.ts';
import { check, main, out, root, tempDir } from './support/harness.ts';
import { ServerProcess } from './support/server.ts';

// No demo board: the first start is migrations only, and every user below is one we wrote.
const ENV = { SEED_DEMO: 'false' };
const LOCK = 'fitjobs.lock';

/** Signs a new person in and names them: two writes (the account, the name) the server answered. */
async function writePerson(server: ServerProcess, email: string, name: string, ip: string) {
  const token = await signIn(server, email, ip);
  const updated = await post(server.url, '/api/v1/users.update', { name }, { token, ip });
  if (updated.status !== 200) throw new Error(`users.update for ${email}: ${updated.status}`);
}

async function nameOf(server: ServerProcess, email: string, ip: string): Promise<string | null> {
  const token = await signIn(server, email, ip);
  const me = await post<{ full_name: string | null }>(server.url, '/api/v1/users.get', {}, { token, ip });
  return me.status === 200 ? me.body.full_name : null;
}

main('data-dir-lock', async () => {
  const dataDir = tempDir('lock');
  const people = [
    ['first@lock.test', 'Aroha First'],
    ['second@lock.test', 'Ben Second'],
  ] as const;

  out('PGlite: a second server on the same data folder');
  const first = await ServerProcess.start(dataDir, ENV);
  await writePerson(first, people[0][0], people[0][1], '10.3.0.1');
  const started = Date.now();
  const second = await ServerProcess.launch(dataDir, ENV);
  const refused = await second.exited(20_000);
  check(refused.code === 1, 'the second server exits with status 1', refused);
  check(Date.now() - started < 20_000, 'at once, without opening the database');
  check(
    second.output.includes(`${dataDir} is in use by another FitJobs process (PID ${first.pid})`),
    'its message names the folder and the PID holding it',
    second.output,
  );
  await writePerson(first, people[1][0], people[1][1], '10.3.0.2');
  check(first.running, 'the first server is still running and answering');

  out('PGlite: the seed command while the server runs');
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/seed/cli.ts', '--jobs', '10'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  check(seed.status === 1, 'npm run seed exits with status 1', seed.status);
  check(
    seed.stderr.includes(`seed: ${dataDir} is in use by another FitJobs process (PID ${first.pid})`),
    'and says which process holds the folder',
    seed.stderr,
  );

  first.signal('SIGTERM');
  check((await first.exited(15_000)).code === 0, 'the first server stops cleanly on SIGTERM');
  check(!existsSync(path.join(dataDir, LOCK)), 'and releases the folder');

  out('PGlite: every write is there after a restart; kill -9 leaves a stale lock');
  const restarted = await ServerProcess.start(dataDir, ENV);
  for (const [email, name] of people) {
    check((await nameOf(restarted, email, '10.3.0.3')) === name, `${email} is there with their name`);
  }
  restarted.signal('SIGKILL');
  await restarted.exited(10_000);
  check(existsSync(path.join(dataDir, LOCK)), 'kill -9 leaves the lock file behind');
  const afterKill = await ServerProcess.start(dataDir, ENV);
  check(afterKill.running, 'the next start takes the stale lock over and serves');
  check((await nameOf(afterKill, people[0][0], '10.3.0.4')) === people[0][1], 'with the data');
  afterKill.signal('SIGTERM');
  await afterKill.exited(15_000);
});
