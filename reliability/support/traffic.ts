import type { Request } from 'autocannon';

/** Real ids and words from the seeded database, so every request asks for something that exists. */
export interface Targets {
  jobIds: string[];
  companyIds: string[];
  words: string[];
  nz: number;
  au: number;
  regionIds: number[];
}

export type Kind = 'search' | 'job API' | 'job page' | 'company API' | 'company page' | 'sign-in code';

/** Per kind of request: answers by status and latencies in ms (measured per connection). */
export class TrafficStats {
  readonly statuses = new Map<Kind, Record<number, number>>();
  readonly latencies = new Map<Kind, number[]>();

  record(kind: Kind, status: number, ms: number | undefined) {
    const counts = this.statuses.get(kind) ?? {};
    counts[status] = (counts[status] ?? 0) + 1;
    this.statuses.set(kind, counts);
    if (ms === undefined) return;
    const list = this.latencies.get(kind) ?? [];
    list.push(ms);
    this.latencies.set(kind, list);
  }

  count(kind: Kind, status?: number): number {
    const counts = this.statuses.get(kind) ?? {};
    return Object.entries(counts)
      .filter(([s]) => status === undefined || Number(s) === status)
      .reduce((n, [, c]) => n + c, 0);
  }
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/** Searches people make: keywords, sorts, filters and their mixes (bench/search.bench.ts has the same). */
function searchQuery(t: Targets): string {
  const w = () => encodeURIComponent(pick(t.words));
  const shapes = [
    () => `q=${w()}`,
    () => `q=${w()}&sort_by=updated_desc`,
    () => '',
    () => 'sort_by=salary_desc',
    () => `sort_by=salary_asc&country_id=${t.au}`,
    () => `country_id=${t.nz}&schedule=full_time&salary_from=80000&currency=nzd`,
    () => `q=${w()}&exclude=${w()}&work_format=hybrid&salary_specified=true&posted_within=month`,
    () => `region_id=${pick(t.regionIds)}&experience=senior&sort_by=updated_desc`,
    () => `q=${w()}&disability_friendly=true&visa_sponsorship=true`,
    () => 'q=whanau',
  ];
  return pick(shapes)();
}

const COMPANY_CALLS = [
  'companies.get',
  'companies.reviews.stats',
  'companies.reviews.list',
  'employers/jobs.list',
];
const json = { 'content-type': 'application/json' };

/**
 * One connection's sequence of requests; autocannon repeats it on every connection. Twenty
 * steps: search 10 (50%), job detail 5 (25%: API 3, page HTML 2), company 3 (15%: API 2, page 1),
 * sign-in code 2 (10%). Each step draws its target at random when it is sent.
 */
export function trafficMix(t: Targets, stats: TrafficStats, withCodes: boolean): Request[] {
  let codeNumber = 0;
  const step = (kind: Kind, build: () => Omit<Request, 'setupRequest' | 'onResponse'>): Request => ({
    method: 'GET',
    path: '/',
    setupRequest: (req, context) => {
      context.sent = performance.now();
      return { ...req, ...build() };
    },
    onResponse: (status, _body, context) => {
      const sent = typeof context.sent === 'number' ? context.sent : undefined;
      stats.record(kind, status, sent === undefined ? undefined : performance.now() - sent);
    },
  });
  const search = step('search', () => ({ method: 'GET', path: `/api/v1/jobs/search?${searchQuery(t)}` }));
  const jobApi = step('job API', () => ({
    method: 'POST',
    path: '/api/v1/jobs.get',
    headers: json,
    body: JSON.stringify({ id: pick(t.jobIds) }),
  }));
  const jobPage = step('job page', () => ({ method: 'GET', path: `/jobs/${pick(t.jobIds)}` }));
  const companyApi = step('company API', () => {
    const id = pick(t.companyIds);
    const call = pick(COMPANY_CALLS);
    const body = call === 'employers/jobs.list' ? { company_id: id } : { id };
    return { method: 'POST', path: `/api/v1/${call}`, headers: json, body: JSON.stringify(body) };
  });
  const companyPage = step('company page', () => ({
    method: 'GET',
    path: `/companies/${pick(t.companyIds)}`,
  }));
  const code = step('sign-in code', () => {
    codeNumber += 1;
    // A new address each time: what stops this client is the per-address (IP) limit.
    const email = `load-${process.pid}-${codeNumber}@example.com`;
    return {
      method: 'POST',
      path: '/api/v1/code.request',
      headers: json,
      body: JSON.stringify({ email, role: 'employee' }),
    };
  });
  // Warm-up leaves the sign-in limit untouched: the measured run shows it from its first request.
  const codeOrSearch = withCodes ? code : search;
  return [
    search,
    jobApi,
    search,
    companyApi,
    search,
    jobPage,
    search,
    codeOrSearch,
    search,
    jobApi,
    search,
    companyPage,
    search,
    jobPage,
    search,
    companyApi,
    search,
    jobApi,
    search,
    codeOrSearch,
  ];
}
