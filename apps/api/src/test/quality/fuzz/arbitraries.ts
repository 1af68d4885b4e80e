import fc from 'fast-check';
import { z } from 'zod';

/**
 * Request values derived from a route's zod schema. zod 4 turns a schema into JSON Schema
 * (`io: 'input'`: what a client sends, before defaults and transforms), a public and stable
 * description; walking that is simpler than walking zod's internal definitions. Refinements
 * (.refine) have no JSON Schema form, so some "valid" values are refused: that is fine, they
 * still exercise validation.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** Where ids come from: mostly real rows (so requests reach handlers), sometimes random. */
export interface IdSource {
  uuid(key: string): fc.Arbitrary<string>;
  refId(key: string): fc.Arbitrary<number>;
  /** Real values for a few free-text keys (a live refresh token), or undefined. */
  text(key: string): fc.Arbitrary<string> | undefined;
}

export function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Strings people really type and strings that break naive code: NUL, lone surrogates, RTL, emoji. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDC00x',
  '\u202Eevil\u202C',
  '\u200B\u200D\uFEFF',
  '👩‍👩‍👧‍👦🇳🇿',
  'Z̸̢̧͎͈͉̏a̷l̶g̵o̴',
  'Whangārei whānau Māori',
  'مرحبا بالعالم',
  '%s%n%x',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${process.exit(1)}',
  '../../../etc/passwd',
  '\r\n\r\nHTTP/1.1 200 OK',
];

const boundedInt = (min: number, max: number) =>
  // fc.integer is 32-bit; safe-integer bounds (zod's int() default) need bigInt.
  min >= -0x80000000 && max <= 0x7fffffff
    ? fc.integer({ min, max })
    : fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);

/**
 * Strings matching a pattern. fast-check cannot generate from lookarounds, so those are dropped
 * for generation and the original pattern filters the result (ImageUrl's "not //" is one).
 */
function matching(pattern: RegExp, maxLength: number): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(pattern, { maxLength });
  } catch {
    const simpler = new RegExp(pattern.source.replace(/\(\?<?[!=][^)]*\)/g, ''), pattern.flags);
    return fc.stringMatching(simpler, { maxLength }).filter((v) => pattern.test(v));
  }
}

function stringArb(s: JsonSchema, key: string, ids: IdSource): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 300;
  const fits = (v: string) => v.length >= min && v.length <= max;
  if (s.format === 'uuid') return ids.uuid(key);
  if (s.format === 'email') return fc.emailAddress().filter(fits);
  if (s.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (s.pattern) return matching(new RegExp(s.pattern), max).filter(fits);
  const small = Math.min(max, Math.max(min, 40));
  const real = ids.text(key);
  return fc.oneof(
    ...(real ? [{ weight: 4, arbitrary: real }] : []),
    { weight: 4, arbitrary: fc.string({ minLength: min, maxLength: small }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: small }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: min, maxLength: small }) },
    // Exactly the longest value the schema allows: the one most likely to overflow a column.
    { weight: 1, arbitrary: fc.constantFrom('x', 'é', '字').map((c) => c.repeat(Math.max(min, max))) },
    { weight: 1, arbitrary: fc.constantFrom(...NASTY_STRINGS.filter(fits), 'x'.repeat(Math.max(min, 1))) },
  );
}

function integerArb(s: JsonSchema, key: string, ids: IdSource): fc.Arbitrary<number> {
  const min = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? -(2 ** 53 - 1));
  const max = s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : (s.maximum ?? 2 ** 53 - 1);
  const any = fc.oneof(boundedInt(min, max), fc.constantFrom(min, max));
  return key.endsWith('_id') ? fc.oneof(ids.refId(key), any) : any;
}

/** A value the schema (mostly) accepts. `key` is the property name, used to pick ids. */
export function arbitraryFor(
  schema: JsonSchema,
  ids: IdSource,
  root = schema,
  key = '',
): fc.Arbitrary<unknown> {
  const s = resolve(schema, root);
  const recur = (child: JsonSchema, childKey = key) => arbitraryFor(child, ids, root, childKey);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alt) => recur(alt)));
  if (s.allOf?.length === 1 && s.allOf[0]) return recur(s.allOf[0]);
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const type = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((t) => recur({ ...s, type: t })));
  switch (type[0]) {
    case 'string':
      return stringArb(s, key, ids);
    case 'integer':
      return integerArb(s, key, ids);
    case 'number':
      return fc.double({ min: s.minimum, max: s.maximum, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? recur(s.items) : fc.jsonValue(), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 5, Math.max(s.minItems ?? 0, 5)),
      });
    case 'object': {
      const props = s.properties ?? {};
      const arbs = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, recur(v, k)]));
      return fc.record(arbs, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    default:
      return fc.jsonValue();
  }
}

function resolve(s: JsonSchema, root: JsonSchema): JsonSchema {
  if (!s.$ref) return s;
  const name = s.$ref.replace(/^#\/\$defs\//, '');
  const target = root.$defs?.[name];
  if (!target) throw new Error(`unresolved $ref ${s.$ref}`);
  return resolve(target, root);
}
