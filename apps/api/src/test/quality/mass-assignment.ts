import { eq } from 'drizzle-orm';
import { companies, jobs, resumes, users } from '../../db/schema/index.ts';
import type { Who } from './object-access.ts';
import { send, type World } from './object-world.ts';

/**
 * Fields a caller may not set, sent anyway. The contract's request schemas are plain z.object()s,
 * which strip unknown keys (fastify-type-provider-zod hands the handler the parsed data), so most
 * of these calls succeed with the extras dropped; users.update and resumes.update's Set as Active
 * form are .strict() and answer 400. Either way the stored value is read back and must not move.
 * The tests are in mass-assignment-*.test.ts; this is what they share.
 */
export const LONG_AGO = '2000-01-01T00:00:00.000Z';

/** Calls and row reads for one world. */
export function massAssignmentKit(w: World) {
  const one = async <T>(rows: Promise<T[]>): Promise<T> => {
    const [row] = await rows;
    if (!row) throw new Error('row not found');
    return row;
  };
  return {
    post: (who: Who, url: string, json: unknown) => send(w, `POST /api/v1/${url}`, who, { json }),
    one,
    user: (id: string) => one(w.t.db.select().from(users).where(eq(users.id, id))),
    job: (id: string) => one(w.t.db.select().from(jobs).where(eq(jobs.id, id))),
    companyRow: (id: string) => one(w.t.db.select().from(companies).where(eq(companies.id, id))),
    resume: (id: string) => one(w.t.db.select().from(resumes).where(eq(resumes.id, id))),
  };
}
