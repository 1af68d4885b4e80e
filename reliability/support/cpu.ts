import { readdirSync, readFileSync } from 'node:fs';

/** Kernel clock ticks per second (USER_HZ), 100 on Linux. */
const TICKS = 100;

function stat(pid: number): { ppid: number; ticks: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which sits in brackets and may hold spaces.
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // utime, stime, and the reaped children's cutime, cstime (PostgreSQL's ended backends).
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(f[i] ?? 0), 0);
    return { ppid: Number(f[1]), ticks };
  } catch {
    return null;
  }
}

/** CPU seconds used so far by the processes and all their descendants (Linux /proc). */
export function cpuSeconds(roots: number[]): number {
  const all = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number);
  const parents = new Map(all.map((pid) => [pid, stat(pid)?.ppid ?? 0]));
  const inTree = (pid: number) => {
    for (let p = pid, depth = 0; p > 1 && depth < 10; p = parents.get(p) ?? 0, depth++) {
      if (roots.includes(p)) return true;
    }
    return false;
  };
  return all.filter(inTree).reduce((sum, pid) => sum + (stat(pid)?.ticks ?? 0), 0) / TICKS;
}
