import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';

interface Issue {
  path: string;
  message: string;
}

/** One place where every failure becomes `{ error: { code, message } }` (DESIGN.md section 5). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: Issue[] = error.validation.map((v) => ({
        path: [v.instancePath.replace(/^\//, '').replaceAll('/', '.')].filter(Boolean).join('.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const message = first
        ? first.path
          ? `${first.path}: ${first.message}`
          : first.message
        : 'Invalid input';
      return reply.status(400).send({ error: { code: 'validation_failed', message, issues } });
    }
    if (error instanceof AppError) {
      return reply.status(error.status).send({ error: { code: error.code, message: error.message } });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ error: { code: 'internal', message: 'Internal server error' } });
    }
    const constraint = constraintViolation(error);
    if (constraint) {
      return reply
        .status(constraint.status)
        .send({ error: { code: constraint.code, message: constraint.message } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code =
        status === 429 ? 'rate_limited' : status === 413 ? 'too_large' : (error.code ?? 'bad_request');
      return reply.status(status).send({ error: { code: code.toLowerCase(), message: error.message } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'internal', message: 'Internal server error' } });
  });
}

/**
 * A write that names a row which no longer exists (a deleted job, a closed account whose token is
 * still valid) or repeats a unique one is the caller's problem, not a server failure.
 * Drizzle wraps the driver's error, so look at the cause too.
 */
function constraintViolation(error: unknown): { status: number; code: string; message: string } | null {
  const pgCode = (e: unknown) =>
    typeof e === 'object' && e !== null && 'code' in e && typeof e.code === 'string' ? e.code : null;
  const code = pgCode(error) ?? pgCode((error as { cause?: unknown } | null)?.cause);
  if (code === '23503')
    return { status: 404, code: 'not_found', message: 'Something this refers to no longer exists' };
  if (code === '23505') return { status: 409, code: 'conflict', message: 'This already exists' };
  return null;
}
