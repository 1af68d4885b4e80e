import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ErrorBody, type Role } from '@fitjobs/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { z } from 'zod';
import type { RegisteredRoute } from '../../../app.ts';
import { createTestApp, type TestApp } from '../../app.ts';
import { multipart } from '../../multipart.ts';
import { type Persona, persona } from '../../personas.ts';
import { ROUTE_ACCESS } from '../route-access.ts';
import { toJsonSchema } from './arbitraries.ts';
import { type FuzzRequest, jsonRequests, queryRequests, toQuery } from './requests.ts';
import { MULTIPART_ROUTES, type MultipartForm, multipartRequests } from './uploads.ts';
import { buildWorld, type World } from './world.ts';

/** The minimum is 300 generated requests per route; FUZZ_RUNS raises it for a long soak. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** A request that takes longer than this counts as a hang. */
const REQUEST_TIMEOUT_MS = 10_000;

/** Routes that close the caller's own account need a throwaway caller for every request. */
const SELF_DESTRUCTIVE = new Set(['POST /api/v1/users.delete']);
/** The unsubscribe link is opened by people in a browser: its "not valid" answer is an HTML page on purpose. */
const HTML_ROUTES = new Set(['GET /api/v1/jobs/search.unsubscribe', 'POST /api/v1/jobs/search.unsubscribe']);

type Caller = Role | 'anonymous';
/**
 * Routes open to every role whose example only the employer can carry out: only an employer
 * account accepts a team invitation (decision 0188); a job seeker gets 409.
 */
const EXAMPLE_CALLERS: Record<string, Caller> = { 'POST /api/v1/users.teamInvitations.accept': 'employer' };
type Req = FuzzRequest & { form?: MultipartForm; caller: Caller; ip: string };

function callers(route: string): Caller[] {
  const access = ROUTE_ACCESS[route];
  if (!access) throw new Error(`${route} is missing from ROUTE_ACCESS`);
  if (access === 'public') return ['anonymous', 'employee', 'employer', 'admin'];
  if (access === 'signed_in') return ['employee', 'employer', 'admin'];
  return [...access];
}

/** The statuses the OpenAPI document gives each route ("GET /api/v1/..."), to hold answers to. */
function documentedStatuses(t: TestApp): Map<string, Set<number>> {
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, { responses: object }>> };
  const map = new Map<string, Set<number>>();
  for (const [url, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item))
      map.set(`${method.toUpperCase()} ${url}`, new Set(Object.keys(op.responses).map(Number)));
  return map;
}

/**
 * Every answer: no 5xx; a 2xx matching the route's response schema; a 4xx in the error shape,
 * with a status the OpenAPI document lists for the route (so the document cannot hide one).
 */
function checkAnswer(
  route: string,
  reg: RegisteredRoute,
  res: LightMyRequestResponse,
  documented: Set<number> | undefined,
): string | null {
  const { statusCode: status } = res;
  const type = String(res.headers['content-type'] ?? '');
  if (status >= 500) return `answered ${status}: ${res.body.slice(0, 300)}`;
  if (documented && !documented.has(status))
    return `answered ${status}, which the OpenAPI document does not list`;
  if (HTML_ROUTES.has(route) && type.startsWith('text/html'))
    return status === 200 || status === 404 ? null : `HTML ${status}`;
  if (status >= 400) {
    const parsed = ErrorBody.safeParse(safeJson(res.body));
    return parsed.success ? null : `${status} without the error shape: ${res.body.slice(0, 300)}`;
  }
  if (status < 200 || status >= 300) return `unexpected status ${status}`;
  const responses = (reg.schema?.response ?? {}) as Record<string, z.ZodType>;
  const schema = responses[String(status)] ?? responses['2xx'];
  if (!schema) {
    if (type.startsWith('application/pdf') && res.rawPayload.subarray(0, 4).toString() === '%PDF')
      return null;
    // The applicants export: a CSV file starting with its header row.
    if (type.startsWith('text/csv') && res.body.replace(/^\uFEFF/, '').startsWith('Name,Email,')) return null;
    return `${status} ${type} has no response schema`;
  }
  const parsed = schema.safeParse(safeJson(res.body));
  return parsed.success
    ? null
    : `${status} does not match the response schema: ${parsed.error.message.slice(0, 500)}`;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(t: TestApp, reg: RegisteredRoute, req: Req, who: Persona | null) {
  const headers: Record<string, string> = who ? { ...who.headers } : {};
  let payload: string | Buffer | undefined = req.payload;
  if (req.form) {
    const body = await multipart(req.form.fields, req.form.file);
    payload = body.payload;
    headers['content-type'] = body.headers['content-type'];
  } else if (req.contentType) headers['content-type'] = req.contentType;
  const url = req.query ? `${reg.url}?${req.query}` : reg.url;
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)),
      REQUEST_TIMEOUT_MS,
    );
  });
  try {
    const method = reg.method as 'GET' | 'POST';
    return await Promise.race([t.app.inject({ method, url, headers, payload, remoteAddress: req.ip }), hang]);
  } finally {
    clearTimeout(timer);
  }
}

async function requestsFor(route: string, reg: RegisteredRoute, world: World) {
  const schema = reg.schema ?? {};
  const examples = world.examples[route] ?? [];
  const allowed = callers(route);
  // Examples run first, as the role that owns the rows they name.
  const exampleCaller = EXAMPLE_CALLERS[route] ?? allowed.find((c) => c !== 'anonymous') ?? 'anonymous';
  const fixed = (req: FuzzRequest & { form?: MultipartForm }): Req =>
    printable({ ...req, caller: exampleCaller, ip: '10.0.0.1' });
  let base: fc.Arbitrary<FuzzRequest & { form?: MultipartForm }>;
  let first: Req[];
  const multipartRoute = MULTIPART_ROUTES[reg.url];
  if (multipartRoute) {
    const uploads = await multipartRequests(multipartRoute, world.ids);
    base = uploads.requests;
    first = [fixed(uploads.example)];
  } else if (schema.querystring) {
    base = queryRequests(toJsonSchema(schema.querystring as z.ZodType), world.ids, examples);
    first = examples.map((e) =>
      fixed({
        kind: 'valid',
        note: 'example',
        payload: undefined,
        contentType: undefined,
        query: toQuery(e),
      }),
    );
  } else {
    base = jsonRequests(
      schema.body ? toJsonSchema(schema.body as z.ZodType) : undefined,
      world.ids,
      examples,
    );
    first = examples.map((e) =>
      fixed({
        kind: 'valid',
        note: 'example',
        payload: JSON.stringify(e),
        contentType: 'application/json',
        query: '',
      }),
    );
  }
  // A fresh client address each time: per-IP rate limits would otherwise turn most runs into 429s.
  const ip = fc
    .tuple(fc.integer({ min: 1, max: 254 }), fc.integer({ min: 0, max: 65535 }))
    .map(([a, b]) => `10.${a}.${b >> 8}.${b & 255}`);
  const arb = fc
    .record({ req: base, caller: fc.constantFrom(...allowed), ip })
    .map(({ req, caller, ip }) => printable({ ...req, caller, ip }));
  return { arb, first };
}

/** How fast-check prints a counter-example: a 100,000-character body is cut, not dumped. */
function printable(req: Req): Req {
  const cut = (s: string | undefined) =>
    s && s.length > 1000 ? `${s.slice(0, 1000)}... (${s.length} chars)` : s;
  const text = () =>
    JSON.stringify({
      ...req,
      payload: cut(req.payload),
      query: cut(req.query),
      form: req.form && { fields: req.form.fields, file: req.form.file?.type },
    });
  return Object.assign(req, { [fc.toStringMethod]: text });
}

/** Fuzzes one route: its examples, then FUZZ_RUNS generated requests, each checked by checkAnswer. */
async function fuzzRoute(t: TestApp, world: World, route: string) {
  const [method, url] = route.split(' ');
  const reg = t.app.routeTable.find((r) => r.method === method && r.url === url);
  if (!reg) throw new Error(`${route} is not registered`);
  const { arb, first } = await requestsFor(route, reg, world);
  const documented = documentedStatuses(t).get(route);
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(arb, async (req) => {
      const who =
        req.caller === 'anonymous'
          ? null
          : SELF_DESTRUCTIVE.has(route)
            ? await persona(t, req.caller)
            : world.people[req.caller];
      const res = await send(t, reg, req, who);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const problem = checkAnswer(route, reg, res, documented);
      if (problem) throw new Error(`${route} as ${req.caller}, ${req.kind} (${req.note}): ${problem}`);
    }),
    // FUZZ_SEED replays a failure: run the one route (vitest -t) with the seed fast-check printed.
    { numRuns: FUZZ_RUNS, examples: first.map((req) => [req]), seed: FUZZ_SEED },
  );
  // A fuzzer whose every request bounces off validation or "not found" proves little: each route
  // must have been reached at least once (the examples see to that when random values cannot).
  const reached = [...statuses.keys()].some((s) => s >= 200 && s < 300);
  if (!reached && FUZZ_RUNS >= 100)
    throw new Error(
      `${route}: no request got past validation: ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
  return statuses;
}

/**
 * Registers the fuzz tests of one shard of the routes. Vitest runs test files in parallel, so
 * splitting the ~70 routes over a few files keeps the wall time down on two cores.
 */
export function fuzzShard(index: number, count: number) {
  const routes = Object.keys(ROUTE_ACCESS).filter((_, i) => i % count === index);
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    // Valid uploads are written to disk: keep them out of the working tree.
    dataDir = mkdtempSync(path.join(tmpdir(), 'fitjobs-fuzz-'));
    // FUZZ_LOG=error prints the server's own log of a 500 (its stack); quiet otherwise, as shrinking repeats it.
    t = await createTestApp({ dataDir, logLevel: process.env.FUZZ_LOG ?? 'silent' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe(`fuzzing (${FUZZ_RUNS} requests per route)`, () => {
    it.each(routes)(
      '%s never answers 5xx, off-schema or late',
      async (route) => {
        // Each route starts from the same fresh rows: earlier routes may have deleted or archived some.
        const statuses = await fuzzRoute(t, await buildWorld(t), route);
        if (process.env.FUZZ_STATS)
          process.stderr.write(`${route} ${JSON.stringify(Object.fromEntries(statuses))}\n`);
      },
      180_000,
    );
  });
}
