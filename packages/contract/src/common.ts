import { z } from 'zod';

/** Object ids are UUIDs; reference data (locations, industries) uses small integers. */
export const Uuid = z.uuid();
/** The largest PostgreSQL integer: every id and count stored in an integer column stays below it. */
export const PG_INT_MAX = 2_147_483_647;
export const RefId = z.coerce.number().int().positive().max(PG_INT_MAX);

export const IdBody = z.object({ id: Uuid });
export type IdBody = z.infer<typeof IdBody>;

export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;

/** Opaque keyset cursor; null on the last page. */
export const Cursor = z.string().max(500).nullable();
export const CursorBody = z.object({ next_cursor: z.string().max(500).nullish() });
export type CursorBody = z.infer<typeof CursorBody>;

export const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), next_cursor: Cursor });

export const list = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

export const item = <T extends z.ZodType>(value: T) => z.object({ item: value });

/** ISO-8601 timestamp as it travels over the wire. */
export const Timestamp = z.string();

/** Every non-2xx answer has this shape (DESIGN.md section 5). */
export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A query-string boolean: 'true'/'1' are true, 'false'/'0' false. */
export const QueryBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Whether a figure has at most two decimal places (dollars and cents); tolerant of binary fractions. */
export const hasCentsAtMost = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** Pay figures: dollars and cents (decision 0172); the database keeps numeric(12,2). */
export const Money = z
  .number({ error: 'Enter a number' })
  .min(0, 'Enter 0 or more')
  .max(100_000_000, 'Enter at most 100,000,000')
  .refine(hasCentsAtMost, 'Use at most 2 decimal places (cents)');

/** A pay figure in a query string: '48000' or '23.50'; 'abc', '1e3', '-1' and '' are refused. */
export const QueryMoney = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount with at most 2 decimal places')
  .transform(Number);

/** Calls that take nothing: an empty object, or no body at all. */
export const EmptyBody = z.object({}).nullish();
