import { and, eq, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { badRequest } from '../../http/app-error.ts';

/** The admin lists page newest first on (created_at, id), with an opaque cursor (no OFFSET). */
export interface KeysetCursor {
  createdAt: Date;
  id: string;
}

const Shape = z.tuple([z.iso.datetime({ offset: true }), z.uuid()]);

export function encodeKeyset(c: KeysetCursor): string {
  return Buffer.from(JSON.stringify([c.createdAt.toISOString(), c.id])).toString('base64url');
}

/** Reads a cursor the client got from us; anything else is a 400. */
export function decodeKeyset(raw: string | null | undefined): KeysetCursor | null {
  if (!raw) return null;
  try {
    const [at, id] = Shape.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return { createdAt: new Date(at), id };
  } catch {
    throw badRequest('next_cursor is malformed', 'invalid_cursor');
  }
}

/** Rows after the cursor in newest-first order. */
export function newerFirst(createdAt: PgColumn, id: PgColumn, after: KeysetCursor): SQL {
  return or(lt(createdAt, after.createdAt), and(eq(createdAt, after.createdAt), lt(id, after.id))) as SQL;
}

/** Cuts one extra row off a page read with limit + 1, and gives the cursor of the next page. */
export function pageOf<T>(rows: T[], size: number, key: (row: T) => KeysetCursor) {
  const items = rows.slice(0, size);
  const last = items[items.length - 1];
  return { items, next_cursor: rows.length > size && last ? encodeKeyset(key(last)) : null };
}

const SeqShape = z.tuple([z.literal('seq'), z.number().int().positive()]);

/** The audit log's cursor: the number of the last line shown. */
export const encodeSeq = (seq: number) => Buffer.from(JSON.stringify(['seq', seq])).toString('base64url');

export function decodeSeq(raw: string | null | undefined): number | null {
  if (!raw) return null;
  try {
    return SeqShape.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')))[1];
  } catch {
    throw badRequest('next_cursor is malformed', 'invalid_cursor');
  }
}
