import type pg from 'pg';
import { type Db, openPools, poolConfig } from './client.ts';

/**
 * PostgreSQL streaming replicas for public reads (DATABASE_READ_URLS, decision 0215). A monitor
 * asks each one every second how far it has replayed the primary's WAL; a replica that does not
 * answer, or is more than READ_MAX_LAG_SECONDS behind, is not used until it catches up.
 *
 * Lag is measured against the primary, not against the replica's own clock: each tick samples the
 * primary's WAL position with its time; a replica that has replayed past a sample holds everything
 * committed before that time. Its lag is how long ago the newest such sample was taken, an upper
 * bound that stays right when the primary is idle (nothing to replay is no lag) and when the
 * replica has lost its connection to the primary (its position stops, so its lag grows).
 */
export interface ReplicaStatus {
  /** host:port/database, never the password. */
  name: string;
  in_use: boolean;
  /** Seconds behind the primary at most; null when it has not been reached yet. */
  lag_seconds: number | null;
  error: string | null;
}

export interface ReadReplicas {
  /** A replica in use (round robin), or null when none is: the caller reads the primary. */
  pick(): { db: Db; markDown(err: unknown): void } | null;
  status(): ReplicaStatus[];
  /** One check of every replica now (start-up and tests; the monitor runs on its own). */
  check(): Promise<void>;
  close(): Promise<void>;
}

interface Replica {
  name: string;
  pool: pg.Pool;
  db: Db;
  end(): Promise<void>;
  freshAsOf: number | null;
  up: boolean;
  error: string | null;
}

interface Sample {
  at: number;
  lsn: bigint;
}

export const CHECK_INTERVAL_MS = 1000;

/** PostgreSQL prints a WAL position as two hex halves, "16/B374D848". */
export function parseLsn(text: string): bigint {
  const [hi, lo] = text.split('/');
  return (BigInt(`0x${hi}`) << 32n) + BigInt(`0x${lo}`);
}

export function replicaName(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
}

interface Logger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export function openReadReplicas(
  primary: pg.Pool,
  urls: string[],
  maxLagSeconds: number,
  log: Logger,
  now: () => number = Date.now,
): ReadReplicas {
  const replicas: Replica[] = urls.map((url) => {
    // The same per-connection settings as the primary's pool (decision 0210): search runs here.
    const { pool, db, end } = openPools({
      ...poolConfig(url, 10),
      // A replica that stopped answering must cost a request one second at most, then be skipped.
      connectionTimeoutMillis: 1000,
    });
    // An idle connection whose server went away emits 'error'; unheard, it would end the process.
    pool.on('error', () => {});
    return { name: replicaName(url), pool, db, end, freshAsOf: null, up: false, error: 'not checked yet' };
  });
  const samples: Sample[] = [];
  const keepMs = Math.max(30_000, maxLagSeconds * 2000);
  const maxLagMs = maxLagSeconds * 1000;
  let next = 0;

  const lagMs = (r: Replica) => (r.freshAsOf === null ? null : Math.max(0, now() - r.freshAsOf));
  // Rounded up to a tenth of a second: a replica skipped for lag never shows a lag within the limit.
  const lagSeconds = (ms: number) => Math.ceil(ms / 100) / 10;
  const behind = (lag: number | null) =>
    lag !== null && lag > maxLagMs ? `${lagSeconds(lag)} s behind` : null;
  const inUse = (r: Replica) => {
    const lag = lagMs(r);
    return r.up && lag !== null && lag <= maxLagMs;
  };

  const setState = (r: Replica, up: boolean, error: string | null) => {
    const was = inUse(r);
    r.up = up;
    r.error = error;
    const is = inUse(r);
    if (was !== is) {
      if (is) log.info({ replica: r.name, lagMs: lagMs(r) }, 'read replica in use');
      else
        log.warn(
          { replica: r.name, lagMs: lagMs(r), error },
          'read replica skipped: reads go to the primary',
        );
    }
  };

  const checkOne = async (r: Replica) => {
    try {
      const { rows } = await r.pool.query<{ recovering: boolean; replayed: string | null }>({
        text: 'SELECT pg_is_in_recovery() AS recovering, pg_last_wal_replay_lsn()::text AS replayed',
        query_timeout: 1000,
      } as pg.QueryConfig);
      const row = rows[0];
      if (!row?.recovering || row.replayed === null) {
        // Not replaying (a primary named as a replica, or promoted): as fresh as it gets.
        r.freshAsOf = now();
      } else {
        const replayed = parseLsn(row.replayed);
        for (let i = samples.length - 1; i >= 0; i--) {
          const s = samples[i] as Sample;
          if (s.lsn <= replayed) {
            if (r.freshAsOf === null || s.at > r.freshAsOf) r.freshAsOf = s.at;
            break;
          }
        }
      }
      setState(r, true, behind(lagMs(r)));
    } catch (err) {
      setState(r, false, err instanceof Error ? err.message : String(err));
    }
  };

  const check = async () => {
    try {
      const { rows } = await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
      if (rows[0]) samples.push({ at: now(), lsn: parseLsn(rows[0].lsn) });
      while (samples.length > 1 && (samples[0] as Sample).at < now() - keepMs) samples.shift();
    } catch {
      // The primary not answering: no new sample, so every replica's lag grows until it does.
    }
    await Promise.all(replicas.map(checkOne));
  };

  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= check().finally(() => {
      running = null;
    });
  }, CHECK_INTERVAL_MS);
  timer.unref();

  return {
    pick() {
      const usable = replicas.filter(inUse);
      if (usable.length === 0) return null;
      const r = usable[next++ % usable.length] as Replica;
      return {
        db: r.db,
        // A query failed for the replica's sake (down, restarting): skip it until a check passes.
        markDown: (err) => setState(r, false, err instanceof Error ? err.message : String(err)),
      };
    },
    status: () =>
      replicas.map((r) => {
        const lag = lagMs(r);
        return {
          name: r.name,
          in_use: inUse(r),
          lag_seconds: lag === null ? null : lagSeconds(lag),
          // Lag grows between checks too: say so as soon as it passes the limit.
          error: r.error ?? behind(lag),
        };
      }),
    check,
    close: async () => {
      clearInterval(timer);
      await running;
      await Promise.all(replicas.map((r) => r.end().catch(() => {})));
    },
  };
}
