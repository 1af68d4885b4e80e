import { readFileSync } from 'node:fs';
import type pg from 'pg';

/** CPU seconds a process has used (user + system), from /proc; 0 where it cannot be read. */
function cpuSeconds(pid: number): number {
  try {
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * Where a phase's CPU goes: the server's own process (HTTP, validation, reading the words,
 * building SQL, serialising the answer) apart from PostgreSQL's backends for its database (the
 * SQL), each per request (issue 27 item 1). On PGlite the SQL runs inside the server's process.
 */
export async function cpuMeter(serverPid: number | undefined, pool: pg.Pool | null) {
  const backends = async () => {
    if (!pool) return [];
    const { rows } = await pool.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.map((r) => r.pid);
  };
  const server0 = serverPid ? cpuSeconds(serverPid) : 0;
  const before = new Map((await backends()).map((pid) => [pid, cpuSeconds(pid)]));
  const client0 = cpuSeconds(process.pid);
  return async (requests: number) => {
    const server = serverPid ? cpuSeconds(serverPid) - server0 : 0;
    let database = 0;
    for (const pid of await backends()) database += cpuSeconds(pid) - (before.get(pid) ?? 0);
    const client = cpuSeconds(process.pid) - client0;
    const ms = (s: number) => ((s * 1000) / requests).toFixed(2);
    // The benchmark's own process shares the machine's cores with the two it measures.
    return `CPU per request: server ${ms(server)} ms, PostgreSQL ${pool ? `${ms(database)} ms` : 'in the server'}, this benchmark's client ${ms(client)} ms`;
  };
}
