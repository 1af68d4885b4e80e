/**
 * Which kinds of search make the benchmark's slow tail: `npx tsx bench/search-kinds.ts
 * http://127.0.0.1:3000` with BENCH_DATABASE_URL, against a server already running on that
 * database. Sends the benchmark's first list of searches (search-mix.ts) one at a time, after a
 * warm-up on searches of their own, and prints p50 and p95 per order and number of words, how many
 * of each kind are at or over the whole list's p95, and the slowest with their filters. Run it
 * twice against two servers, alternating, to compare codes on a warm database (decision 0233).
 */
import { openPostgres } from '../apps/api/src/db/client.ts';
import { out } from '../reliability/support/harness.ts';
import { percentile } from './figures.ts';
import { timed } from './http-client.ts';
import { benchData, searchMix } from './search-mix.ts';

const site = process.argv[2] ?? 'http://127.0.0.1:3000';
const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required');
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 500);
const FILTERS = ['region_id', 'city_id', 'schedule', 'work_format', 'salary_from', 'posted_within'];

const database = openPostgres(url, 1);
const data = await benchData(database.db);
await database.close();
// The first list is the benchmark's one-at-a-time searches; the last warms up on others.
const [timedList = [], , , warmUp = []] = searchMix(data, [SEARCHES, SEARCHES * 4, SEARCHES, 300]);

const search = async (query: string) => (await timed(`${site}/api/v1/jobs/search?${query}`)).ms;

/** 'salary_desc, 1 word', 'relevance, no words', ... */
function kindOf(params: URLSearchParams): string {
  const words = params.get('q')?.split(' ').length ?? 0;
  return `${params.get('sort_by') ?? 'relevance'}, ${words ? `${words} word${words > 1 ? 's' : ''}` : 'no words'}`;
}

for (const query of warmUp) await search(query);
const runs: { ms: number; kind: string; query: string }[] = [];
for (const query of timedList)
  runs.push({ ms: await search(query), kind: kindOf(new URLSearchParams(query)), query });

const all = runs.map((r) => r.ms).sort((a, b) => a - b);
const p95 = percentile(all, 95);
out(`${runs.length} searches: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
const kinds = new Map<string, number[]>();
for (const r of runs) kinds.set(r.kind, [...(kinds.get(r.kind) ?? []), r.ms]);
for (const [kind, times] of [...kinds].sort(([a], [b]) => a.localeCompare(b))) {
  times.sort((a, b) => a - b);
  const over = times.filter((ms) => ms >= p95).length;
  out(
    `  ${kind.padEnd(24)} ${String(times.length).padStart(4)} searches, p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms, p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms, ${over} at or over the p95`,
  );
}
out('slowest:');
for (const r of [...runs].sort((a, b) => b.ms - a.ms).slice(0, 30)) {
  const filters = FILTERS.filter((f) => new URLSearchParams(r.query).has(f)).join(', ') || 'no filter';
  out(`  ${r.ms.toFixed(1).padStart(7)} ms  ${r.query}  (${filters})`);
}
