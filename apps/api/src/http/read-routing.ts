import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { ReadReplicas, ReplicaStatus } from '../db/read-replicas.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Where a public read goes (decision 0215): `app.reads.run(req, (db) => query(db))` for search,
     * filter counts, job and company pages, sitemaps. Everything else keeps using `app.db`.
     */
    reads: ReadRouting;
  }
}

export interface ReadRouting {
  /**
   * Runs a read-only query on a replica in use; on the primary when none is, when this person
   * wrote something a moment ago, or when the replica fails under the query (then it is skipped).
   */
  run<T>(req: FastifyRequest | null, read: (db: Db) => Promise<T>): Promise<T>;
  /** The database for a streamed read, which cannot be retried midway. */
  db(req: FastifyRequest | null): Db;
  status(): ReplicaStatus[];
}

/** Present for READ_MAX_LAG_SECONDS after a person's write: their reads go to the primary meanwhile. */
export const WROTE_COOKIE = 'fitjobs_wrote';

/** Route names' last word that only reads (`/api/v1/jobs.saved.list`); every other POST writes. */
const READ_ACTIONS = new Set(['get', 'list', 'search', 'suggest', 'similar', 'stats', 'totals', 'export']);
/** Writes that change nothing a person reads back (page-view analytics). */
const UNSEEN_WRITES = new Set(['/api/v1/events.insert']);

export function isWrite(req: FastifyRequest): boolean {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return false;
  const url = req.routeOptions.url ?? '';
  if (UNSEEN_WRITES.has(url)) return false;
  return !READ_ACTIONS.has(url.slice(url.lastIndexOf('.') + 1));
}

const wroteRecently = (req: FastifyRequest) =>
  new RegExp(`(?:^|;\\s*)${WROTE_COOKIE}=`).test(req.headers.cookie ?? '');

/** Connection-level failures: the replica went away or is restarting; the primary can answer. */
export function isReplicaFailure(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (/^(08|57P)/.test(code) || code === '40001' || code.startsWith('ECONN')))
      return true;
    if (typeof code === 'string' && ['EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'].includes(code))
      return true;
    const message = e instanceof Error ? e.message : '';
    if (/Connection terminated|timeout exceeded when trying to connect|Query read timeout/i.test(message))
      return true;
  }
  return false;
}

export function registerReadRouting(
  app: FastifyInstance,
  replicas: ReadReplicas | undefined,
  maxLagSeconds: number,
): void {
  const secure = app.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  const primaryFor = (req: FastifyRequest | null) => !replicas || (req !== null && wroteRecently(req));

  app.decorate('reads', {
    async run<T>(req: FastifyRequest | null, read: (db: Db) => Promise<T>): Promise<T> {
      const replica = primaryFor(req) ? null : replicas?.pick();
      if (!replica) return read(app.db);
      try {
        return await read(replica.db);
      } catch (err) {
        if (!isReplicaFailure(err)) throw err;
        replica.markDown(err);
        req?.log.warn({ err }, 'read replica failed; answered from the primary');
        return read(app.db);
      }
    },
    db: (req: FastifyRequest | null) => (primaryFor(req) ? null : replicas?.pick())?.db ?? app.db,
    status: () => replicas?.status() ?? [],
  } satisfies ReadRouting);

  if (!replicas) return;
  // A signed-in person's successful write: for the replicas' greatest allowed lag, what they read
  // comes from the primary, so the job they published or the application they sent is there.
  app.addHook('onSend', async (req, reply) => {
    if (req.user && reply.statusCode < 300 && isWrite(req)) {
      reply.header(
        'set-cookie',
        `${WROTE_COOKIE}=1; Max-Age=${maxLagSeconds + 1}; Path=/; HttpOnly; SameSite=Lax${secure}`,
      );
    }
  });
}
