import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MULTIPART_OBJECT_ROUTES,
  OBJECT_ACCESS,
  type ObjectCase,
  objectCases,
  type Target,
  WHO,
  type Who,
} from './object-access.ts';
import { OBJECT_BODIES } from './object-bodies.ts';
import { read } from './object-read.ts';
import { createWorld, type Handle, make, send, type World } from './object-world.ts';
import { ROUTE_ACCESS } from './route-access.ts';

const REFUSED = [401, 403, 404];

const NAME: Record<Who, string> = {
  anonymous: 'an anonymous caller',
  employeeA: 'employee A',
  employeeB: 'employee B',
  employerX: 'employer X',
  employerY: 'employer Y',
  admin: 'an admin',
};
const OBJECT: Record<Target, string> = {
  company: 'company X',
  job: 'a live job of company X',
  draftJob: 'a draft job of company X',
  address: 'an address',
  favorite: 'a job employee A saved',
  hiddenJob: 'a job employee A hid',
  hiddenCompany: 'company X, hidden by employee A',
  application: "employee A's application to company X",
  resume: "employee A's resume",
  activeResume: "employee A's active resume",
  sentResume: "employee A's inactive resume sent to company X",
  hiddenResume: "employee A's active resume, set to Hidden",
  reportedReview: "employee A's review of company X, reported by employee B",
  reportedJob: 'a live job of company X, reported by employee A',
  review: "employee A's review of company X",
  savedSearch: "employee A's saved search",
  employeeA: "employee A's account and analytics",
  archivedJob: 'an archived job of company X',
  member: 'a member (not admin) of company X',
  suspendedMember: 'a suspended member of company X',
  invitation: 'an invitation into company X',
  externalJob: 'a live job of company X that takes applications on its own site',
  externalApplication: "employee A's record of applying on company X's site",
  template: 'a message template of company X',
  jobInvitation: "company X's invitation to employee A to apply",
  blockedCompany: 'company X, blocked by employee A',
  teamInvitation: "company X's team invitation of employee A's address",
  teamInvitationToY: "company X's team invitation of employer Y's address",
};

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w?.t.close());

type JsonSchema = OpenAPIV3.SchemaObject & { items?: JsonSchema; properties?: Record<string, JsonSchema> };

/** The schema, or one of its union branches or array items, is a UUID string. */
function isUuid(s: JsonSchema | undefined): boolean {
  if (!s) return false;
  const branches = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])] as JsonSchema[];
  return s.format === 'uuid' || isUuid(s.items) || branches.some(isUuid);
}

/** The fields, at any depth and in any branch, that hold an object id: `id`, `ids`, `*_id` UUIDs. */
function idFields(s: JsonSchema | undefined): string[] {
  if (!s) return [];
  const branches = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])] as JsonSchema[];
  const own = Object.entries(s.properties ?? {}).flatMap(([key, value]) => [
    ...(/^(id|ids|.+_id)$/.test(key) && isUuid(value) ? [key] : []),
    ...idFields(value).map((inner) => `${key}.${inner}`),
  ]);
  return [...own, ...branches.flatMap(idFields)];
}

/** Every route of the OpenAPI document, with the id fields of its body and query string. */
function documentedRoutes(): Map<string, string[]> {
  const doc = w.t.app.swagger() as OpenAPIV3.Document;
  const routes = new Map<string, string[]>();
  for (const [url, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const op = item?.[method];
      if (!op) continue;
      const body = (op.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content['application/json'];
      const query = ((op.parameters ?? []) as OpenAPIV3.ParameterObject[]).filter((p) => p.in === 'query');
      const querySchema: JsonSchema = {
        type: 'object',
        properties: Object.fromEntries(query.map((p) => [p.name, p.schema as JsonSchema])),
      };
      routes.set(`${method.toUpperCase()} ${url}`, [
        ...idFields(body?.schema as JsonSchema),
        ...idFields(querySchema),
      ]);
    }
  }
  return routes;
}

const apiRoutes = () =>
  w.t.app.routeTable
    .filter((r) => r.url.startsWith('/api/v1/') && r.method !== 'HEAD')
    .map((r) => `${r.method} ${r.url}`);

/** Routes left out of the document on purpose; each must name no object. */
const UNDOCUMENTED: Record<string, string> = {
  'POST /api/v1/jobs/search.unsubscribe':
    'the one-click twin of the GET: the same query, a secret token and no id',
};

describe('object-level authorisation matrix', () => {
  it('has a row for every route whose request names an object, and none for a route that does not exist', () => {
    const documented = documentedRoutes();
    const registered = apiRoutes();
    // Every route was inspected: it is in the document, or known to be left out of it.
    expect(registered.filter((r) => !documented.has(r) && !(r in UNDOCUMENTED))).toEqual([]);
    const naming = [...documented].filter(([, fields]) => fields.length > 0).map(([route]) => route);
    expect(naming.filter((r) => !(r in OBJECT_ACCESS))).toEqual([]);
    // A row for a route that names no object is fine only for multipart routes the document cannot show.
    const rows = Object.keys(OBJECT_ACCESS);
    expect(rows.filter((r) => !naming.includes(r) && !MULTIPART_OBJECT_ROUTES.includes(r as never))).toEqual(
      [],
    );
    expect(rows.filter((r) => !registered.includes(r))).toEqual([]);
  });

  it('never lets a caller act on an object of a route its role may not call', () => {
    const role = (who: Who) => (who === 'anonymous' ? null : w.people[who].role);
    const contradictions = objectCases().flatMap(({ route, rule }) =>
      rule.may
        .filter((who) => {
          const access = ROUTE_ACCESS[route];
          if (access === 'public') return false;
          const r = role(who);
          return r === null || (access !== 'signed_in' && !access.includes(r));
        })
        .map((who) => `${who} ${route}`),
    );
    expect(contradictions).toEqual([]);
  });
});

/** Refused and read-only callers first, then those whose call may change the object. */
function callOrder(rule: ObjectCase): Who[] {
  const acts = rule.acts ?? [];
  return [...WHO.filter((who) => !acts.includes(who)), ...WHO.filter((who) => acts.includes(who))];
}

function ruleName(rule: ObjectCase, who: Who): string {
  const object = OBJECT[rule.target];
  if (!rule.may.includes(who)) return `refuses ${NAME[who]} on ${object} and changes nothing`;
  if (rule.acts?.includes(who)) return `lets ${NAME[who]} act on ${object}`;
  return `answers ${NAME[who]} and leaves ${object} unchanged`;
}

for (const { route, rule } of objectCases()) {
  describe(`${route} on ${OBJECT[rule.target]}${rule.via ? ` named in ${rule.via}` : ''}`, () => {
    let handle: Handle;
    beforeAll(async () => {
      handle = await make(w, rule.target);
    });

    for (const who of callOrder(rule)) {
      it(ruleName(rule, who), async () => {
        const before = await read(w, rule.target, handle);
        for (const payload of OBJECT_BODIES[route](w, handle, who)) {
          const res = await send(w, route, who, payload);
          const what = `${who} ${route} ${JSON.stringify(payload.json ?? payload.upload)} -> ${res.body.slice(0, 200)}`;
          if (rule.may.includes(who)) expect(Math.floor(res.statusCode / 100), what).toBe(2);
          else expect(REFUSED, what).toContain(res.statusCode);
          if (rule.sees && res.statusCode < 300) {
            expect(res.body.includes(handle.id), `${what}: sees the object`).toBe(rule.sees.includes(who));
          }
        }
        if (rule.acts?.includes(who)) return;
        expect(await read(w, rule.target, handle), `${who} ${route} changed ${OBJECT[rule.target]}`).toEqual(
          before,
        );
      });
    }
  });
}
