import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * PostgreSQL cannot store a NUL character in text or jsonb, and jsonb refuses an unpaired UTF-16
 * surrogate (JSON allows the escape "\ud800"; a browser never sends one). Either would reach the
 * database and fail there as a 500, so both are refused at the edge, for every route, before the
 * route's own validation.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

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
