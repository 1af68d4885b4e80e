import { PG_INT_MAX } from '@fitjobs/contract';
import { z } from 'zod';
import { badRequest } from '../../http/app-error.ts';

/**
 * Keyset cursor (sort key, id) for job search, encoded opaquely. `m` is the ordering the key
 * belongs to, so a cursor from one sort can never be replayed against another.
 */
export type CursorMode = 'rank' | 'updated' | 'salary_desc' | 'salary_asc' | 'saved';

const PayKey = z.number().int().min(-1).max(PG_INT_MAX);

const CursorShape = z.discriminatedUnion('m', [
  // Relevance: the rank tier (search-query.ts), then newest first within it.
  z.object({
    m: z.literal('rank'),
    t: z.number().int().min(0).max(9),
    k: z.iso.datetime({ precision: 6 }),
    id: z.uuid(),
  }),
  z.object({ m: z.literal('updated'), k: z.iso.datetime({ precision: 6 }), id: z.uuid() }),
  // A pay in NZD a year (an int4), or the order's stand-in for none: -1 or the int4 maximum.
  z.object({ m: z.literal('salary_desc'), k: PayKey, id: z.uuid() }),
  z.object({ m: z.literal('salary_asc'), k: PayKey, id: z.uuid() }),
  // Saved jobs, newest saved first.
  z.object({ m: z.literal('saved'), k: z.iso.datetime({ precision: 6 }), id: z.uuid() }),
]);
export type SearchCursor = z.infer<typeof CursorShape>;

export function encodeCursor(cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

const malformed = () =>
  badRequest('next_cursor is malformed or belongs to another sort order', 'invalid_cursor');

/** Reads a cursor given back by the client; anything it did not get from us is a 400. */
export function decodeCursor(raw: string, mode: CursorMode): SearchCursor {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw malformed();
  }
  const parsed = CursorShape.safeParse(json);
  if (!parsed.success || parsed.data.m !== mode) throw malformed();
  return parsed.data;
}
