import { badRequest } from '../../http/app-error.ts';

/** Keyset position of a row in a list ordered by (created_at, id), optionally preceded by status. */
export interface KeysetPosition {
  createdAt: string;
  id: string;
  status?: string;
  /** Must-haves missed, for the list sorted by them. */
  missed?: number;
}

/** Opaque to clients: base64url JSON, so the ordering can change without changing the wire. */
export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

export function decodeCursor(cursor: string | null | undefined): KeysetPosition | null {
  if (!cursor) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      typeof value === 'object' &&
      value !== null &&
      'createdAt' in value &&
      'id' in value &&
      typeof value.createdAt === 'string' &&
      typeof value.id === 'string' &&
      !Number.isNaN(Date.parse(value.createdAt)) &&
      /^[0-9a-f-]{36}$/i.test(value.id)
    ) {
      const status = 'status' in value && typeof value.status === 'string' ? value.status : undefined;
      const missed =
        'missed' in value && Number.isInteger(value.missed) ? (value.missed as number) : undefined;
      return { createdAt: value.createdAt, id: value.id, status, missed };
    }
  } catch {
    // fall through: a cursor we did not make
  }
  throw badRequest('Invalid cursor', 'invalid_cursor');
}

/** Takes one extra row to know whether another page exists. */
export function pageOf<T>(rows: T[], limit: number, position: (row: T) => KeysetPosition) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, next_cursor: rows.length > limit && last ? encodeCursor(position(last)) : null };
}
