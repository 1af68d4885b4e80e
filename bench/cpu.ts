import { readFileSync } from 'node:fs';
import os from 'node:os';
import type pg from 'pg';

interface CpuSeconds {
  user: number;
  system: number;
}

/** CPU seconds a process has used, in its own code and in the kernel's, from /proc; 0 where it cannot be read. */
function cpuSeconds(pid: number): CpuSeconds {
  try {
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
  } catch {
    return { user: 0, system: 0 };
  }
}

/** The machine's CPU time, busy and in all, in seconds of all its cores, from /proc/stat. */
function machineSeconds(): { busy: number; all: number } {
  // cpu user nice system idle iowait irq softirq steal; the guest fields after them are already
  // counted in user and nice.
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const ticks = line.split(/\s+/).slice(1, 9).map(Number);
  const all = ticks.reduce((a, b) => a + b, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: (all - idle) / 100, all: all / 100 };
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
  const none = { user: 0, system: 0 };
  const server0 = serverPid ? cpuSeconds(serverPid) : none;
  const before = new Map((await backends()).map((pid) => [pid, cpuSeconds(pid)]));
  const client0 = cpuSeconds(process.pid);
  const machine0 = machineSeconds();
  return async (requests: number) => {
    const used = (now: CpuSeconds, then: CpuSeconds) => ({
      user: now.user - then.user,
      system: now.system - then.system,
    });
    const server = serverPid ? used(cpuSeconds(serverPid), server0) : none;
    const database = { ...none };
    for (const pid of await backends()) {
      const { user, system } = used(cpuSeconds(pid), before.get(pid) ?? none);
      database.user += user;
      database.system += system;
    }
    const client = used(cpuSeconds(process.pid), client0);
    const ms = (s: number) => ((s * 1000) / requests).toFixed(2);
    // The kernel's part: the sockets between the three (a round trip costs both ends) and, for
    // PostgreSQL, pages copied from the operating system's cache (decision 0241).
    const split = (c: CpuSeconds) => `${ms(c.user + c.system)} ms (${ms(c.system)} in the kernel)`;
    // The whole machine's, whoever used it (the three above, the kernel's own work, other
    // services): how busy the cores were, and how many requests they could answer at that cost
    // if every core were busy all the time, the throughput's ceiling on this machine (decision 0245).
    const machine = machineSeconds();
    const busy = machine.busy - machine0.busy;
    // Every core /proc/stat sums, as the load average's line counts them.
    const cores = os.cpus().length;
    const share = busy / (machine.all - machine0.all);
    const ceiling = (cores * requests) / busy;
    // The benchmark's own process shares the machine's cores with the two it measures.
    return [
      `CPU per request: server ${split(server)}, PostgreSQL ${pool ? split(database) : 'in the server'}, this benchmark's client ${split(client)}`,
      `machine: ${(share * 100).toFixed(0)} % of its ${cores} cores busy, ${ms(busy)} ms of CPU per request in all; at that cost its cores answer at most ${ceiling.toFixed(0)} requests/s`,
    ].join('\n  ');
  };
}
