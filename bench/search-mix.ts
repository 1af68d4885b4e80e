/**
 * The searches of the benchmark: what job seekers send, built from the board's own words and
 * places, deterministic for a data set, and never the same query string twice.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../apps/api/src/db/client.ts';
import { rowsOf } from '../apps/api/src/features/jobs/db-rows.ts';

export interface BenchData {
  /** Words of job titles, most used first. */
  words: string[];
  regions: number[];
  cities: number[];
  jobIds: string[];
}

/**
 * What the searches are built from: words of job titles (as often as they occur), places.
 * The words come from the jobs table, every job as seeded, in the order of their random ids:
 * listed jobs expire through the day and the upkeep moves them out of `job_search`, so words
 * drawn from it changed from one run to the next (decision 0243).
 */
export async function benchData(db: DbOrTx): Promise<BenchData> {
  const words = await rowsOf<{ word: string; n: number }>(
    db,
    sql`SELECT word, ndoc AS n FROM ts_stat('SELECT title_words FROM jobs ORDER BY id LIMIT 50000')
        WHERE length(word) > 3 AND word ~ '^[a-z]+$' ORDER BY ndoc DESC, word LIMIT 300`,
  );
  const regions = await rowsOf<{ id: number }>(db, sql`SELECT id FROM regions`);
  const cities = await rowsOf<{ id: number }>(db, sql`SELECT id FROM cities WHERE population > 50000`);
  const jobIds = await rowsOf<{ id: string }>(
    db,
    // Listed for the whole run: a job that expires during it answers 404 (the seed's clock is
    // its start, and a 1,000,000-job seed takes over half an hour).
    sql`SELECT id FROM job_search TABLESAMPLE SYSTEM (5) REPEATABLE (7)
        WHERE expires_at > now() + interval '1 hour' LIMIT 610`,
  );
  return {
    words: words.map((w) => w.word),
    regions: regions.map((r) => r.id),
    cities: cities.map((c) => c.id),
    jobIds: jobIds.map((j) => j.id),
  };
}

/** A small deterministic generator (mulberry32), so two runs send the same searches. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SORTS = ['relevance', 'relevance', 'relevance', 'updated_desc', 'salary_desc', 'salary_asc'];
const SCHEDULES = ['full_time', 'part_time', 'contract', 'casual'];
const FORMATS = ['on_site', 'hybrid', 'remote'];
const POSTED = ['month', 'week', 'three_days', 'day'];

/** Disjoint lists of distinct searches (query strings), one of each size, in order. */
export function searchMix(data: BenchData, sizes: number[]): string[][] {
  const rnd = random(20261124);
  const pick = <T>(list: T[]): T => list[Math.floor(rnd() * list.length)] as T;
  // Common words come up more often, as they do in what people type.
  const word = () => data.words[Math.floor(rnd() ** 2 * data.words.length)] as string;
  const seen = new Set<string>();
  const one = (): string => {
    const p = new URLSearchParams();
    const r = rnd();
    if (r < 0.85) p.set('q', rnd() < 0.25 ? `${word()} ${word()}` : word());
    if (rnd() < 0.2) p.set('region_id', String(pick(data.regions)));
    else if (rnd() < 0.1) p.set('city_id', String(pick(data.cities)));
    if (rnd() < 0.15) p.set('schedule', pick(SCHEDULES));
    if (rnd() < 0.1) p.set('work_format', pick(FORMATS));
    if (rnd() < 0.1) {
      // A yearly figure, or now and then an hourly one with pay_type=hourly (decision 0104).
      const hourly = rnd() < 0.2;
      p.set(
        'salary_from',
        String(hourly ? 25 + Math.floor(rnd() * 8) * 5 : 50_000 + Math.floor(rnd() * 10) * 10_000),
      );
      if (hourly) p.set('pay_type', 'hourly');
      p.set('currency', rnd() < 0.7 ? 'nzd' : 'aud');
    }
    if (rnd() < 0.15) p.set('posted_within', pick(POSTED));
    const sort = pick(SORTS);
    if (sort !== 'relevance') p.set('sort_by', sort);
    return p.toString();
  };
  const lists: string[][] = sizes.map(() => []);
  for (const [i, size] of sizes.entries()) {
    for (let tries = 0; (lists[i] as string[]).length < size && tries < size * 50; tries++) {
      const query = one();
      if (seen.has(query)) continue;
      seen.add(query);
      (lists[i] as string[]).push(query);
    }
  }
  return lists;
}
