import { out } from './harness.ts';

/** The scale run's requests: what people do on the board, weighted (reliability/scale.ts). */
export type ScaleKind = 'search' | 'job' | 'job page' | 'code' | 'apply' | 'status';
const MIX: [ScaleKind, number][] = [
  ['search', 45],
  ['job', 15],
  ['job page', 10],
  ['code', 5],
  ['apply', 15],
  ['status', 10],
];
const STATUSES = ['viewed', 'shortlisted', 'rejected'] as const;
/** No answer within this long counts as none (HAProxy waits 60 s for a server). */
const TIMEOUT_MS = 30_000;

interface Sample {
  kind: ScaleKind;
  phase: string;
  /** Seconds since the traffic began. */
  start: number;
  end: number;
  /** HTTP status, or 0 when no answer came (connection reset, timeout). */
  status: number;
}

export interface TrafficSetup {
  lb: string;
  connections: number;
  seekers: string[];
  employerToken: string;
  /** The employer's listed jobs: seekers apply to them, the employer changes the statuses. */
  applyTo: string[];
  jobIds: string[];
  words: string[];
  phaseOf(seconds: number): string;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

export class Traffic {
  private readonly samples: Sample[] = [];
  private readonly applied: string[] = [];
  private readonly statusAcked = new Map<string, string>();
  /** Status changes whose answer never came after the last acknowledged one: either may hold. */
  private readonly statusUnknown = new Map<string, string[]>();
  /** Seekers' next job to apply to (each applies to each job once). */
  private readonly nextJob: number[];
  private statusBusy = false;
  private started = 0;

  constructor(private readonly s: TrafficSetup) {
    this.nextJob = s.seekers.map(() => 0);
  }

  elapsed(): number {
    return (performance.now() - this.started) / 1000;
  }

  async run(seconds: number): Promise<void> {
    this.started = performance.now();
    const until = this.started + seconds * 1000;
    const worker = async () => {
      while (performance.now() < until) await this.one();
    };
    await Promise.all(Array.from({ length: this.s.connections }, worker));
  }

  private chooseKind(): ScaleKind {
    let roll = Math.random() * 100;
    for (const [kind, weight] of MIX) {
      roll -= weight;
      if (roll < 0) return kind;
    }
    return 'search';
  }

  private async one(): Promise<void> {
    let kind = this.chooseKind();
    // One status change at a time, so the last one acknowledged is the one that must hold.
    if (kind === 'status' && (this.statusBusy || this.applied.length === 0)) kind = 'search';
    const seeker = Math.floor(Math.random() * this.s.seekers.length);
    if (kind === 'apply' && (this.nextJob[seeker] ?? 0) >= this.s.applyTo.length) kind = 'search';
    const start = this.elapsed();
    const record = (status: number) =>
      this.samples.push({ kind, phase: this.s.phaseOf(start), start, end: this.elapsed(), status });
    try {
      switch (kind) {
        case 'search': {
          const q = encodeURIComponent(
            `${pick(this.s.words)}${Math.random() < 0.3 ? ` ${pick(this.s.words)}` : ''}`,
          );
          record((await this.get(`/api/v1/jobs/search?q=${q}`)).status);
          break;
        }
        case 'job':
          record((await this.post('/api/v1/jobs.get', { id: pick(this.s.jobIds) })).status);
          break;
        case 'job page':
          record((await this.get(`/jobs/${pick(this.s.jobIds)}`)).status);
          break;
        case 'code': {
          const email = `scale-${Math.random().toString(36).slice(2)}@example.test`;
          const res = await this.post('/api/v1/code.request', { email, role: 'employee' });
          record(res.status);
          break;
        }
        case 'apply': {
          const index = this.nextJob[seeker] ?? 0;
          this.nextJob[seeker] = index + 1;
          const res = await this.post(
            '/api/v1/employees/applications.insert',
            { id: this.s.applyTo[index], cover_letter: 'Kia ora, I would like to apply.' },
            this.s.seekers[seeker],
          );
          record(res.status);
          if (res.status === 200) this.applied.push(((await res.json()) as { item: { id: string } }).item.id);
          break;
        }
        case 'status': {
          this.statusBusy = true;
          const id = pick(this.applied);
          const status = pick(STATUSES);
          try {
            const res = await this.post(
              '/api/v1/employers/applications.update',
              { id, status },
              this.s.employerToken,
            );
            record(res.status);
            if (res.status === 200) {
              this.statusAcked.set(id, status);
              this.statusUnknown.delete(id);
            } else if (res.status >= 500) {
              this.statusUnknown.set(id, [...(this.statusUnknown.get(id) ?? []), status]);
            }
          } catch (err) {
            this.statusUnknown.set(id, [...(this.statusUnknown.get(id) ?? []), status]);
            throw err;
          } finally {
            this.statusBusy = false;
          }
          break;
        }
      }
    } catch {
      record(0);
    }
  }

  private async get(url: string): Promise<Response> {
    const res = await fetch(`${this.s.lb}${url}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    await res.arrayBuffer();
    return res;
  }

  private async post(url: string, body: unknown, token?: string): Promise<Response> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${this.s.lb}${url}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return res;
  }

  /** 5xx answers and requests that got none. */
  errors(): Sample[] {
    return this.samples.filter((s) => s.status === 0 || s.status >= 500);
  }

  granted(kind: ScaleKind): number {
    return this.samples.filter((s) => s.kind === kind && s.status === 200).length;
  }

  answers(kind: ScaleKind, from: number, to: number) {
    const list = this.samples.filter((s) => s.kind === kind && s.start >= from && s.start < to);
    return { total: list.length, ok: list.filter((s) => s.status === 200).length };
  }

  /** Requests (and searches) started in [from, to) seconds. */
  counts(from: number, to: number) {
    const list = this.samples.filter((s) => s.start >= from && s.start < to);
    return { total: list.length, search: list.filter((s) => s.kind === 'search').length };
  }

  ackedApplications(): string[] {
    return [...this.applied];
  }

  lastStatuses(): Map<string, string> {
    return this.statusAcked;
  }

  /** The statuses an application may hold: its last acknowledged one, or a later unanswered one. */
  allowedStatuses(id: string): string[] {
    return [this.statusAcked.get(id) ?? '', ...(this.statusUnknown.get(id) ?? [])];
  }

  report(phases: string[]): void {
    const total = this.samples.length;
    const seconds = Math.max(...this.samples.map((s) => s.end), 1);
    out(`\n${total} requests in ${seconds.toFixed(0)} s: ${(total / seconds).toFixed(1)} requests/s`);
    const statuses = tally(this.samples.map((s) => (s.status === 0 ? 'no answer' : String(s.status))));
    out(`answers: ${statuses}`);
    out('\n| phase | requests | requests/s | p95, all | p95, search | p95, writes | errors |');
    out('|---|---:|---:|---:|---:|---:|---|');
    for (const phase of phases) {
      const list = this.samples.filter((s) => s.phase === phase);
      if (list.length === 0) continue;
      const span = Math.max(...list.map((s) => s.start)) - Math.min(...list.map((s) => s.start));
      const writes = list.filter((s) => s.kind === 'apply' || s.kind === 'status');
      const errors = list.filter((s) => s.status === 0 || s.status >= 500);
      out(
        `| ${phase} | ${list.length} | ${(list.length / Math.max(span, 1)).toFixed(1)} | ${p95(list)} | ${p95(list.filter((s) => s.kind === 'search'))} | ${p95(writes)} | ${errors.length ? tally(errors.map((e) => (e.status ? String(e.status) : 'no answer'))) : '0'} |`,
      );
    }
    out('\n| request | count | p50 | p95 | answers |');
    out('|---|---:|---:|---:|---|');
    for (const [kind] of MIX) {
      const list = this.samples.filter((s) => s.kind === kind);
      out(
        `| ${kind} | ${list.length} | ${pct(list, 50)} | ${pct(list, 95)} | ${tally(list.map((s) => String(s.status)))} |`,
      );
    }
  }
}

function pct(list: Sample[], p: number): string {
  if (list.length === 0) return '-';
  const sorted = list.map((s) => (s.end - s.start) * 1000).sort((a, b) => a - b);
  return `${Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0)} ms`;
}
const p95 = (list: Sample[]) => pct(list, 95);

function tally(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts]
    .sort()
    .map(([k, n]) => `${k}: ${n}`)
    .join(', ');
}
