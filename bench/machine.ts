import { performance } from 'node:perf_hooks';
import type pg from 'pg';

/**
 * How fast this machine is at the moment, by two fixed workloads, so that figures taken on
 * different machines (or on one shared machine at different hours) can be compared: the same code
 * and data gave 437-487 requests/s on one 2-core machine and 207-330 on another (decision 0237).
 * Each is the median of five timings; lower is faster.
 * - the server's kind of work: a page of twenty results written as JSON and read back, 1,000 times;
 * - PostgreSQL's kind: 20,000 generated job titles turned into words and matched, on one
 *   connection (no table is read, so the data set does not change it).
 */
export async function machineReference(pool: pg.Pool | null): Promise<string> {
  const js = await median(() => {
    for (let i = 0; i < 1000; i++) JSON.parse(JSON.stringify(samplePage(i)));
  });
  const sqlMs = pool ? await median(() => pool.query(POSTGRES_WORK)) : null;
  return `machine reference: server-like work ${js.toFixed(1)} ms${sqlMs === null ? '' : `, PostgreSQL ${sqlMs.toFixed(1)} ms`} (lower is faster)`;
}

/** The median of five timings of `work`. */
async function median(work: () => unknown): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[2] as number;
}

const POSTGRES_WORK = `SELECT count(*) FROM generate_series(1, 20000) g
  WHERE to_tsvector('english', 'Registered nurse ' || g || ', Auckland City Hospital') @@ to_tsquery('english', 'nurse')`;

/** About the size and shape of a search page's JSON (20 cards, about 17 kB). */
function samplePage(seed: number) {
  return {
    items: Array.from({ length: 20 }, (_, i) => ({
      id: `0b7c6f1e-${seed}-${i}`,
      title: `Registered nurse ${i}, surgical ward`,
      company_name: 'Auckland City Hospital',
      city: 'Auckland',
      salary_from: 70_000 + i,
      salary_to: 90_000 + i,
      currency: 'nzd',
      schedule: 'full_time',
      work_format: 'on_site',
      updated_at: '2026-11-29T10:00:00.000Z',
      snippet: 'Join a friendly team caring for patients before and after surgery. '.repeat(8),
      tags: ['nursing', 'healthcare', 'shift work'],
    })),
    total_count: 1000,
    next_cursor: `cursor-${seed}`,
  };
}
