import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * PostgreSQL cannot store a NUL character in text or jsonb, and jsonb refuses an unpaired UTF-16
 * surrogate (JSON allows the escape "\ud800"; a browser never sends one). Either would reach the
 * database and fail there as a 500, so both are refused at the edge, for every route, before the
 * route's own validation; so is a body nested too deep to walk.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

/** Deeper than any request of the contract nests (a few levels); walking deeper risks the stack. */
export const MAX_NESTING = 32;

/** Whether objects and arrays in `value` nest more than MAX_NESTING levels deep. */
export function nestsTooDeep(value: unknown, depth = 0): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (depth >= MAX_NESTING) return true;
  return Object.values(value).some((child) => nestsTooDeep(child, depth + 1));
}

/** The path of the first string (or object key) in `value` the database could not store, or null. */
export function unstorableTextAt(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return unstorable(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (unstorable(key)) return [...path, key];
    const found = unstorableTextAt(child, [...path, key]);
    if (found) return found;
  }
  return null;
}

export async function rejectUnstorableText(request: FastifyRequest): Promise<void> {
  for (const [part, value] of [
    ['body', request.body],
    ['query', request.query],
  ] as const) {
    // A body nested thousands deep would overflow the stack of any walk over it (this one, or
    // validation's): refused first, with a 400.
    if (nestsTooDeep(value)) {
      throw new AppError('validation_failed', `${part}: Nested more than ${MAX_NESTING} levels deep`, 400);
    }
    const at = unstorableTextAt(value);
    if (!at) continue;
    const path = at.join('.') || part;
    throw new AppError(
      'validation_failed',
      `${path}: Text must not contain NUL characters or unpaired surrogates`,
      400,
    );
  }
}
