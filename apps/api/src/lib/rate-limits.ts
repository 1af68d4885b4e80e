import { Redis } from 'ioredis';
import { AppError } from '../http/app-error.ts';

/**
 * The one rate-limit mechanism (decision 0216): every per-IP and per-address limit counts here,
 * route limits (`config: { rateLimit }`, through @fastify/rate-limit's store) and limits a service
 * checks itself (`app.limits.enforce`). With REDIS_URL the counts live in Redis and hold across
 * processes; without it each process counts alone, in memory.
 *
 * A limit is a sliding window, "at most `max` in any `windowMs`": each granted event is logged with
 * its time, refused ones are not (a refused request never pushes the window further).
 */
export interface LimitRule {
  /** What is counted, e.g. `code-ip:203.0.113.9`; one namespace per kind of limit. */
  key: string;
  max: number;
  windowMs: number;
}

export interface LimitVerdict {
  allowed: boolean;
  /** Index of the first rule that refused (-1 when allowed). */
  refused: number;
  /** Events in the refusing rule's window (or the first rule's, counting this one, when allowed). */
  count: number;
  /** When the refusing rule frees a slot (the first rule's window when allowed). */
  retryAfterMs: number;
}

/** A rule plus the answer its refusal gives (429 with this code and message). */
export interface EnforcedRule extends LimitRule {
  message: string;
  code?: string;
}

export interface Limits {
  /** True when the counts are shared by every process (Redis answering). */
  readonly shared: boolean;
  /** Counts one event against every rule if all are under their max (all or nothing); else nothing. */
  take(rules: LimitRule[], now: Date): Promise<LimitVerdict>;
  /** take(), throwing the refusing rule's 429 AppError. */
  enforce(rules: EnforcedRule[], now: Date): Promise<void>;
  /** Waits (up to `timeoutMs`) for Redis to answer; true when the counts are shared. */
  ready(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

interface Store {
  take(rules: LimitRule[], nowMs: number, id: string): Promise<LimitVerdict>;
}

/** Per process: key to the times of its granted events, oldest first. */
export function memoryStore(): Store {
  const log = new Map<string, { windowMs: number; times: number[] }>();
  let calls = 0;
  const sweep = (nowMs: number) => {
    for (const [key, entry] of log) {
      const last = entry.times.at(-1) ?? 0;
      if (last <= nowMs - entry.windowMs) log.delete(key);
    }
  };
  return {
    take: async (rules, nowMs) => {
      if (++calls % 1000 === 0) sweep(nowMs);
      const entries = rules.map((rule) => {
        const entry = log.get(rule.key) ?? { windowMs: rule.windowMs, times: [] };
        entry.windowMs = Math.max(entry.windowMs, rule.windowMs);
        const from = nowMs - rule.windowMs;
        while (entry.times.length > 0 && (entry.times[0] ?? 0) <= from) entry.times.shift();
        return entry;
      });
      const refused = rules.findIndex((rule, i) => (entries[i]?.times.length ?? 0) >= rule.max);
      if (refused >= 0) {
        const rule = rules[refused] as LimitRule;
        const times = entries[refused]?.times ?? [];
        return {
          allowed: false,
          refused,
          count: times.length,
          retryAfterMs: retryAfter(times[0], rule, nowMs),
        };
      }
      rules.forEach((rule, i) => {
        const entry = entries[i] as { windowMs: number; times: number[] };
        entry.times.push(nowMs);
        log.set(rule.key, entry);
      });
      const first = rules[0];
      return {
        allowed: true,
        refused: -1,
        count: entries[0]?.times.length ?? 0,
        retryAfterMs: first?.windowMs ?? 0,
      };
    },
  };
}

const retryAfter = (oldest: number | undefined, rule: LimitRule, nowMs: number) =>
  Math.max(0, (oldest ?? nowMs) + rule.windowMs - nowMs);

/**
 * The same sliding log in Redis, one sorted set per key, checked and written by one Lua script so
 * two processes cannot both take the last slot. Times come from the app's clock (tests move it);
 * Redis expires a set once its window has passed.
 */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local id = ARGV[2]
for i, key in ipairs(KEYS) do
  local max = tonumber(ARGV[1 + 2 * i])
  local window = tonumber(ARGV[2 + 2 * i])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local n = redis.call('ZCARD', key)
  if n >= max then
    local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
    return {i, n, tonumber(oldest[2] or now) + window - now}
  end
end
local first = 0
for i, key in ipairs(KEYS) do
  local window = tonumber(ARGV[2 + 2 * i])
  redis.call('ZADD', key, now, id)
  redis.call('PEXPIRE', key, window)
  if i == 1 then first = redis.call('ZCARD', key) end
end
return {0, first, tonumber(ARGV[4])}
`;

const KEY_PREFIX = 'fitjobs:limit:';

function redisStore(redis: Redis): Store {
  return {
    take: async (rules, nowMs, id) => {
      const args = [String(nowMs), id, ...rules.flatMap((r) => [String(r.max), String(r.windowMs)])];
      const keys = rules.map((r) => KEY_PREFIX + r.key);
      const [index, count, wait] = (await redis.eval(TAKE_SCRIPT, keys.length, ...keys, ...args)) as number[];
      const refused = (index ?? 0) - 1;
      return { allowed: refused < 0, refused, count: count ?? 0, retryAfterMs: Math.max(0, wait ?? 0) };
    },
  };
}

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * Redis when REDIS_URL is set, else memory. A Redis that does not answer (down, restarting) never
 * fails a request: this process counts alone in memory meanwhile, and says so in the log.
 */
export function createLimits(redisUrl: string | undefined, log: Logger): Limits {
  const local = memoryStore();
  const redis = redisUrl
    ? new Redis(redisUrl, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        // Fail at once while disconnected instead of queueing requests behind the reconnect.
        enableOfflineQueue: false,
        lazyConnect: false,
      })
    : undefined;
  // ioredis reconnects by itself; an 'error' event without a listener would crash the process.
  redis?.on('error', () => {});
  const shared = redis ? redisStore(redis) : undefined;
  let lastWarning = 0;
  let counter = 0;
  const idPrefix = `${process.pid}-${Math.random().toString(36).slice(2, 8)}-`;

  const take = async (rules: LimitRule[], now: Date): Promise<LimitVerdict> => {
    if (rules.length === 0) return { allowed: true, refused: -1, count: 0, retryAfterMs: 0 };
    const nowMs = now.getTime();
    const id = idPrefix + ++counter;
    if (shared && redis?.status === 'ready') {
      try {
        return await shared.take(rules, nowMs, id);
      } catch (err) {
        if (Date.now() - lastWarning > 60_000) {
          lastWarning = Date.now();
          log.warn({ err }, 'rate limits: Redis did not answer; this process counts alone meanwhile');
        }
      }
    }
    return local.take(rules, nowMs, id);
  };

  return {
    get shared() {
      return redis?.status === 'ready';
    },
    take,
    enforce: async (rules, now) => {
      const verdict = await take(rules, now);
      if (verdict.allowed) return;
      const rule = rules[verdict.refused] as EnforcedRule;
      throw new AppError(rule.code ?? 'rate_limited', rule.message, 429);
    },
    ready: async (timeoutMs = 2000) => {
      if (!redis) return false;
      if (redis.status !== 'ready') {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, timeoutMs);
          redis.once('ready', () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return redis.status === 'ready';
    },
    close: async () => {
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}
