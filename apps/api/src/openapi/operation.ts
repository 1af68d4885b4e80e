import type { RouteOptions } from 'fastify';
import { type Guard, guardOf } from '../http/auth.ts';

/** An answer that is not JSON (a PDF, a CSV file, an HTML page), which no zod schema describes. */
export interface FileAnswer {
  type: string;
  description: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers of the route that are files or pages, by status, for the OpenAPI document. */
    answers?: Record<number, FileAnswer>;
  }
}

/**
 * What the OpenAPI document says of one route beyond its zod schemas, derived from how the route
 * is registered (its URL, its guard, its request schemas, its rate limit), so that every route,
 * including ones added later, is documented the same way (decision 0190).
 */
export interface OperationDoc {
  operationId: string;
  summary: string;
  tags: string[];
  /** undefined: public; [{bearerAuth}]: a token is required; with {} too: a token is optional. */
  security: Array<Record<string, string[]>>;
  /** Error statuses the route can answer, each with the shared error body. */
  errors: Map<number, string>;
  /** Answers that are files or pages (route config `answers`). */
  files: Record<number, FileAnswer>;
}

/** The route's area (the document's tags), by the URL's resource; the caller prefix is not an area. */
const AREAS: Record<string, string> = {
  code: 'Account',
  tokens: 'Account',
  users: 'Account',
  uploads: 'Uploads',
  locations: 'Reference data',
  industries: 'Reference data',
  events: 'Analytics',
  jobs: 'Jobs',
  companies: 'Companies',
  reviews: 'Companies',
  applications: 'Applications',
  resumes: 'Resumes',
  counters: 'Counters',
};
const CALLERS = new Set(['employees', 'employers', 'admins']);

/** One description per tag, listed at the top of the document. */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  Account: 'Sign-in by e-mailed code, tokens, the signed-in account and its data.',
  Uploads: 'Images and files (logos, avatars, cover letters).',
  'Reference data': 'Countries, regions, cities, places and industries.',
  Analytics: 'Page views and clicks the web app reports.',
  Jobs: 'Job search, job details, saved and hidden jobs, saved searches, job reports.',
  Companies: 'Company pages, reviews, employers’ companies and teams.',
  Applications: 'Applying, the hiring pipeline and chat.',
  Resumes: 'Seekers’ resumes and the employers’ resume search.',
  Counters: 'Badge counts in the navigation.',
  Other: 'Everything else.',
};

const VERBS: Record<string, string> = {
  list: 'List',
  get: 'Get',
  insert: 'Create',
  update: 'Update',
  delete: 'Delete',
  search: 'Search',
};

function words(url: string): string[] {
  return url
    .replace(/^\/api\/v\d+\//, '')
    .split(/[/.]/)
    .filter(Boolean);
}

/** `/api/v1/employers/jobs.archive` → `employersJobsArchive`: unique, and a valid identifier. */
export function operationIdOf(method: string, url: string): string {
  const parts = words(url).flatMap((w) => w.split('-'));
  const id = parts.map((p, i) => (i === 0 ? p : p.charAt(0).toUpperCase() + p.slice(1))).join('');
  return method === 'GET' || method === 'POST'
    ? id
    : `${id}${method.charAt(0)}${method.slice(1).toLowerCase()}`;
}

/** `/api/v1/employers/jobs.archive` → "Archive jobs (employers)"; a route's own `summary` wins. */
function summaryOf(url: string): string {
  const all = words(url);
  const caller = all[0] && CALLERS.has(all[0]) ? all.shift() : undefined;
  const action = all.length > 1 ? (all.pop() as string) : 'get';
  const object = all.join(' ').replaceAll('-', ' ');
  const who = caller ? ` (${caller})` : '';
  const verb = VERBS[action];
  if (verb) return `${verb} ${object}${who}`;
  // Any other action: "Jobs: similar", "Applications: bulk update (employers)".
  const act = action.replace(/([A-Z])/g, ' $1').toLowerCase();
  return `${object.charAt(0).toUpperCase()}${object.slice(1)}: ${act}${who}`;
}

function areaOf(url: string): string {
  const all = words(url);
  const resource = all[0] && CALLERS.has(all[0]) ? all[1] : all[0];
  return (resource && AREAS[resource]) ?? 'Other';
}

/** Does the request name an object (a field `id`, `ids` or `*_id`)? Then the object may be missing. */
function namesObject(jsonSchema: unknown): boolean {
  if (!jsonSchema || typeof jsonSchema !== 'object') return false;
  const node = jsonSchema as Record<string, unknown>;
  const props = node.properties as Record<string, unknown> | undefined;
  if (props && Object.keys(props).some((k) => k === 'id' || k === 'ids' || k.endsWith('_id'))) return true;
  return Object.values(node).some((v) =>
    Array.isArray(v) ? v.some(namesObject) : typeof v === 'object' && namesObject(v),
  );
}

/** Statuses a route answers on its own (conflicts, archived jobs...) beside the derived ones. */
function declaredErrors(route: RouteOptions): number[] {
  const response = (route.schema?.response ?? {}) as Record<string, unknown>;
  return Object.keys(response)
    .map(Number)
    .filter((s) => s >= 400);
}

const MESSAGES: Record<number, string> = {
  400: 'The request is malformed or fails validation (`validation_failed` with `issues`)',
  401: 'No valid access token (`unauthorized`)',
  403: 'The caller’s role may not do this, or not to this object (`forbidden`)',
  404: 'The object named does not exist or is not the caller’s (`not_found`)',
  409: 'The request conflicts with what exists (`conflict`)',
  413: 'The body is too large (`too_large`)',
  415: 'The body is not of a type the route takes',
  429: 'Too many requests from this client; try later (`rate_limited`)',
  502: 'A service the route needs failed (e-mail)',
};

export function describeOperation(route: RouteOptions, requestSchemas: unknown[]): OperationDoc {
  const method = [route.method].flat()[0] as string;
  const hooks = [route.onRequest, route.preHandler].flat().filter(Boolean);
  const guard = hooks.map(guardOf).find((g): g is Guard => g !== undefined);
  const statuses = new Set<number>([400]);
  if (method !== 'GET') statuses.add(413).add(415);
  if (guard) statuses.add(401);
  // Past the guard, a handler refuses objects that are not the caller's (403), and a write can
  // meet a row that already exists (409: unique keys, a second application, a state that moved on).
  if (guard && guard.kind !== 'optional') statuses.add(403);
  if (guard && guard.kind !== 'optional' && method !== 'GET') statuses.add(409);
  if (/:\w/.test(route.url) || requestSchemas.some(namesObject)) statuses.add(404);
  const config = route.config as { rateLimit?: unknown; answers?: Record<number, FileAnswer> } | undefined;
  if (config?.rateLimit) statuses.add(429);
  for (const s of declaredErrors(route)) statuses.add(s);
  const files = config?.answers ?? {};
  for (const s of Object.keys(files)) statuses.delete(Number(s));
  const schema = (route.schema ?? {}) as { summary?: string; operationId?: string };
  return {
    operationId: schema.operationId ?? operationIdOf(method, route.url),
    summary: schema.summary ?? summaryOf(route.url),
    tags: [areaOf(route.url)],
    security: !guard ? [] : guard.kind === 'optional' ? [{ bearerAuth: [] }, {}] : [{ bearerAuth: [] }],
    files,
    errors: new Map(
      [...statuses].sort((a, b) => a - b).map((s) => [s, MESSAGES[s] ?? `Error ${s}`] as const),
    ),
  };
}
