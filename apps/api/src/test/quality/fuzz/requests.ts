import fc from 'fast-check';
import { arbitraryFor, type IdSource, type JsonSchema, NASTY_STRINGS } from './arbitraries.ts';

/** One generated call: a JSON body, a raw body with its content type, or a query string. */
export interface FuzzRequest {
  /** valid: derived from the schema; mutated: a valid one broken on purpose; raw: not JSON at all. */
  kind: 'valid' | 'mutated' | 'raw';
  /** What was done to it, for the failure message. */
  note: string;
  payload: string | undefined;
  contentType: string | undefined;
  query: string;
}

const HUGE = 'A'.repeat(100_000);
const nested = (depth: number): unknown => (depth === 0 ? 'deep' : [nested(depth - 1)]);

/** Values of the wrong type, the wrong size or the wrong shape, put where a field was. */
export const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    0,
    -1,
    -0,
    1.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    -1e308,
    1e308,
    Number.MIN_VALUE,
    '',
    '0',
    'null',
    '-1',
    '1e999',
    [],
    {},
    [null],
    { id: 1 },
    HUGE,
    'é'.repeat(60_000),
    nested(400),
  ),
  fc.constantFrom(...NASTY_STRINGS),
  fc.jsonValue({ maxDepth: 3 }),
);

type Path = (string | number)[];

function paths(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [prefix];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [
    prefix,
    ...keys.flatMap((k) => paths((value as Record<string | number, unknown>)[k], [...prefix, k])),
  ];
}

const MUTATIONS = ['replace', 'delete', 'extra', 'wrap'] as const;

/** Breaks a valid value at one place: wrong type, missing field, extra field, or wrapped in an array. */
function mutate(
  value: unknown,
  pick: number,
  op: (typeof MUTATIONS)[number],
  weird: unknown,
  extraKey: string,
) {
  const all = paths(value);
  const path = all[pick % all.length] ?? [];
  const copy = structuredClone(value);
  if (path.length === 0) {
    if (op === 'extra' && copy && typeof copy === 'object' && !Array.isArray(copy))
      return { value: { ...copy, [extraKey]: weird }, note: `extra top-level key ${extraKey}` };
    return { value: op === 'wrap' ? [copy] : weird, note: `${op} whole body` };
  }
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], copy) as
    | Record<string | number, unknown>
    | unknown[];
  const key = path.at(-1) as string | number;
  const at = path.join('.');
  if (op === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
    return { value: copy, note: `delete ${at}` };
  }
  if (op === 'extra' && !Array.isArray(parent)) {
    parent[extraKey] = weird;
    return { value: copy, note: `extra key ${extraKey} beside ${at}` };
  }
  (parent as Record<string | number, unknown>)[key] = op === 'wrap' ? [parent[key as never]] : weird;
  return { value: copy, note: `${op} ${at}` };
}

const describeValue = (v: unknown) => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 120 ? `${s.slice(0, 120)}... (${s.length} chars)` : s;
};

const mutated = (valid: fc.Arbitrary<unknown>) =>
  fc
    .tuple(
      valid,
      fc.nat(),
      fc.constantFrom(...MUTATIONS),
      weirdValue,
      fc.constantFrom('extra', '__proto__', 'role', 'is_admin', 'user_id'),
    )
    .map(([v, pick, op, weird, extraKey]) => {
      const m = mutate(v, pick, op, weird, extraKey);
      return { value: m.value, note: `${m.note} -> ${describeValue(weird)}` };
    });

/** Bodies that are not what the content type says, or not JSON at all. */
const RAW_BODIES = [
  '',
  '{',
  '{"id": 1e999}',
  '{"id": NaN}',
  "{'id': 'x'}",
  'null',
  '[]',
  '"just a string"',
  '\uFEFF{}',
  '{"__proto__": {"polluted": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  '{"a":1,"a":2}',
  `{"x":"${'B'.repeat(300_000)}"}`,
  // Nesting deep enough to overflow a recursive walk of the body (a 500 before the text guard's
  // depth limit).
  `{"x":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
  '\u0000\u0001\u0002',
  '<?xml version="1.0"?><id>1</id>',
  'id=1&id=2',
];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/xml',
  'application/octet-stream',
];

const jsonReq = (kind: FuzzRequest['kind'], note: string, value: unknown): FuzzRequest => ({
  kind,
  note,
  payload: value === undefined ? undefined : JSON.stringify(value),
  contentType: value === undefined ? undefined : 'application/json',
  query: '',
});

/**
 * A known-good example with one or two top-level fields replaced by generated values: close
 * enough to valid that it passes the rules random values rarely meet, and reaches the handler.
 */
function nearValid(schema: JsonSchema, ids: IdSource, examples: object[]): fc.Arbitrary<unknown> | null {
  // A union (resumes.update: activate, or the full resume) offers the fields of every branch.
  const branches = schema.anyOf ?? [schema];
  const props = branches.flatMap((b) => Object.entries(b.properties ?? {}));
  if (examples.length === 0 || props.length === 0) return null;
  const field = fc.oneof(
    ...props.map(([k, v]) => arbitraryFor(v, ids, schema, k).map((value) => [k, value] as const)),
  );
  return fc
    .tuple(fc.constantFrom(...examples), fc.array(field, { minLength: 1, maxLength: 2 }))
    .map(([example, changes]) => ({ ...example, ...Object.fromEntries(changes) }));
}

/** Generated values, and near-valid variants of the route's examples when it has some. */
function validish(schema: JsonSchema, ids: IdSource, examples: object[]): fc.Arbitrary<unknown> {
  const fromSchema = arbitraryFor(schema, ids);
  const near = nearValid(schema, ids, examples);
  return near ? fc.oneof(fromSchema, near) : fromSchema;
}

/** Requests for a route that takes a JSON body (or nothing: the body is then fuzzed all the same). */
export function jsonRequests(
  body: JsonSchema | undefined,
  ids: IdSource,
  examples: object[],
): fc.Arbitrary<FuzzRequest> {
  const schema = body ?? { type: 'object', properties: {} };
  const valid = validish(schema, ids, examples);
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((v) => jsonReq('valid', 'valid', v)) },
    { weight: 4, arbitrary: mutated(valid).map((m) => jsonReq('mutated', m.note, m.value)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.oneof(
            fc.constantFrom(...RAW_BODIES),
            valid.map((v) => JSON.stringify(v)),
          ),
          fc.constantFrom(...CONTENT_TYPES),
        )
        .map(([payload, contentType]) => ({
          kind: 'raw' as const,
          note: `raw ${contentType}: ${describeValue(payload)}`,
          payload,
          contentType,
          query: '',
        })),
    },
  );
}

export function toQuery(value: unknown): string {
  const params = new URLSearchParams();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) {
      for (const one of [v].flat()) params.append(k, typeof one === 'string' ? one : JSON.stringify(one));
    }
  }
  return params.toString();
}

/** Garbage a query string can carry: broken percent-encoding, NUL, brackets, huge values. */
const RAW_QUERY_TAILS = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%C0%AF',
  'a[b]=1',
  '=',
  '&&&',
  `q=${'x'.repeat(100_000)}`,
  'q[]=a&q[]=b',
  'exclude=&exclude=',
];

/** Requests for a GET route whose input is the query string. */
export function queryRequests(
  query: JsonSchema,
  ids: IdSource,
  examples: object[],
): fc.Arbitrary<FuzzRequest> {
  const valid = validish(query, ids, examples);
  const asQuery = (kind: FuzzRequest['kind'], note: string, q: string): FuzzRequest => ({
    kind,
    note: `${note}: ?${describeValue(q)}`,
    payload: undefined,
    contentType: undefined,
    query: q,
  });
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((v) => asQuery('valid', 'valid', toQuery(v))) },
    { weight: 4, arbitrary: mutated(valid).map((m) => asQuery('mutated', m.note, toQuery(m.value))) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...RAW_QUERY_TAILS))
        .map(([v, tail]) => asQuery('raw', 'raw', [toQuery(v), tail].filter(Boolean).join('&'))),
    },
  );
}
