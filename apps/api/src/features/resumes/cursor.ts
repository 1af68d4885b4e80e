import { badRequest } from '../../http/app-error.ts';

/**
 * Opaque keyset cursor: the sort key of the last row (as PostgreSQL text, so timestamps keep
 * their microseconds and ranks their exact float4 value) and its id. Never an OFFSET.
 */
export interface KeysetCursor {
  key: string;
  id: string;
}

export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

export function decodeCursor(value: string | null | undefined): KeysetCursor | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && typeof parsed[0] === 'string' && typeof parsed[1] === 'string') {
      if (/^[0-9a-f-]{36}$/i.test(parsed[1])) return { key: parsed[0], id: parsed[1] };
    }
  } catch {
    // fall through to the error below
  }
  throw badRequest('Invalid cursor', 'invalid_cursor');
}

/** A timestamp column as sortable text with microseconds, in UTC. */
export const TIMESTAMP_TEXT_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';
