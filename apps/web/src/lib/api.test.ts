import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api.ts';

// The API client in isolation: fetch is replaced by a counter that answers JSON.
let calls: { url: string; method: string; body: unknown }[];
let status: number;

beforeEach(() => {
  calls = [];
  status = 200;
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body });
    const body = status === 200 ? { n: calls.length } : { error: { code: 'boom', message: 'Boom' } };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('api.early', () => {
  it('hands an early GET to the first identical call only', async () => {
    api.early.get('/api/v1/jobs/search', { q: 'nurse', exclude: ['night'] });
    expect(calls).toHaveLength(1);
    expect(await api.get('/api/v1/jobs/search', { q: 'nurse', exclude: ['night'] })).toEqual({ n: 1 });
    expect(calls).toHaveLength(1);
    // Each early answer is handed out once: the next identical call asks again.
    expect(await api.get('/api/v1/jobs/search', { q: 'nurse', exclude: ['night'] })).toEqual({ n: 2 });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/jobs/search?q=nurse&exclude=night',
      '/api/v1/jobs/search?q=nurse&exclude=night',
    ]);
  });

  it('does not hand an answer to a call with another query or body', async () => {
    api.early.get('/api/v1/jobs/search', { q: 'nurse' });
    await api.get('/api/v1/jobs/search', { q: 'chef' });
    api.early.post('/api/v1/jobs.get', { id: 'a' });
    await api.post('/api/v1/jobs.get', { id: 'b' });
    expect(calls.map((c) => `${c.method} ${c.url} ${c.body ?? ''}`)).toEqual([
      'GET /api/v1/jobs/search?q=nurse ',
      'GET /api/v1/jobs/search?q=chef ',
      'POST /api/v1/jobs.get {"id":"a"}',
      'POST /api/v1/jobs.get {"id":"b"}',
    ]);
    // The unclaimed ones are still there for their own callers.
    expect(await api.post('/api/v1/jobs.get', { id: 'a' })).toEqual({ n: 3 });
    expect(calls).toHaveLength(4);
  });

  it('starts one request when the same call is started early twice', async () => {
    api.early.post('/api/v1/jobs.get', { id: 'a' });
    api.early.post('/api/v1/jobs.get', { id: 'a' });
    await api.post('/api/v1/jobs.get', { id: 'a' });
    expect(calls).toHaveLength(1);
  });

  it('gives the claimer the failure of an early call', async () => {
    status = 500;
    api.early.get('/api/v1/jobs/search', {});
    const failure = await api.get('/api/v1/jobs/search', {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 500, code: 'boom' });
    expect(calls).toHaveLength(1);
  });
});

describe('refreshing an expired access token', () => {
  // Tokens as two tabs share them: one local storage. Calls with the old access token get a 401.
  let store: Map<string, string>;
  let sent: string[];
  let lockHolders: string[];
  beforeEach(() => {
    store = new Map([
      ['access_token', 'old'],
      ['refresh_token', 'r1'],
    ]);
    sent = [];
    lockHolders = [];
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('document', { cookie: '' });
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url === '/api/v1/tokens.refresh') {
        sent.push(`refresh ${JSON.parse(String(init.body)).refresh_token}`);
        return Response.json({ access_token: 'new', refresh_token: 'r2' });
      }
      const bearer = new Headers(init.headers).get('authorization');
      sent.push(`${url} ${bearer}`);
      if (bearer !== 'Bearer new')
        return Response.json({ error: { code: 'unauthorized', message: 'No' } }, { status: 401 });
      return Response.json({ ok: true });
    });
  });

  /** navigator.locks, where `before` runs while the caller waits for the lock (another tab's turn). */
  const locks = (before: () => void = () => {}) =>
    vi.stubGlobal('navigator', {
      locks: {
        request: async (name: string, work: () => Promise<unknown>) => {
          lockHolders.push(name);
          before();
          return work();
        },
      },
    });

  it('refreshes once, under the lock every tab shares, and retries with the new token', async () => {
    locks();
    expect(await api.post('/api/v1/counters.get', {})).toEqual({ ok: true });
    expect(sent).toEqual([
      '/api/v1/counters.get Bearer old',
      'refresh r1',
      '/api/v1/counters.get Bearer new',
    ]);
    expect(lockHolders).toEqual(['fitjobs-token-refresh']);
    expect([store.get('access_token'), store.get('refresh_token')]).toEqual(['new', 'r2']);
    // The server is told a session is stored, so it sends this browser its pages undrawn.
    expect(document.cookie).toMatch(/^fitjobs_signed_in=1; Path=\/;/);
  });

  it('uses the pair another tab stored while this one waited, without spending the refresh token again', async () => {
    locks(() => {
      store.set('access_token', 'new');
      store.set('refresh_token', 'r2');
    });
    expect(await api.post('/api/v1/counters.get', {})).toEqual({ ok: true });
    expect(sent).toEqual(['/api/v1/counters.get Bearer old', '/api/v1/counters.get Bearer new']);
  });
});
