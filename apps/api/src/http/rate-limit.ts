import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import type { Limits } from '../lib/rate-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one rate-limit mechanism (lib/rate-limits.ts, decision 0216). A route limits per IP with
     * `config: { rateLimit: { max, timeWindow: '1 minute' } }`; a service limits anything else
     * (an address, a company, an invitee) with `app.limits.enforce([{ key, max, windowMs, message }], now)`.
     * Both count in Redis when REDIS_URL is set, so they hold across processes.
     */
    limits: Limits;
  }
}

/**
 * @fastify/rate-limit does the route side (keys by `req.ip`, which TRUST_PROXY decides; headers;
 * the 429), counting in our limits instead of its own store. Each route counts apart.
 */
function routeStore(limits: Limits, clock: Clock): FastifyRateLimitStoreCtor {
  const storeFor = (scope: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow, max) {
      limits.take([{ key: `${scope}:${key}`, max, windowMs: timeWindow }], clock.now()).then(
        // Refused: one past the max is all the plugin needs to answer 429.
        (v) => callback(null, { current: v.allowed ? v.count : max + 1, ttl: v.retryAfterMs }),
        (err: Error) => callback(err),
      );
    },
    // The plugin calls child() with the route's limit settings and the route itself under
    // `routeInfo` (its type says otherwise): without reading it every route would share one count.
    child: (params) => {
      const { routeInfo } = params as unknown as { routeInfo?: { method?: string | string[]; url?: string } };
      const route = routeInfo ?? params;
      return storeFor(`route:${[route.method ?? ''].flat().join(',')} ${route.url ?? ''}`);
    },
  });
  return class {
    constructor() {
      // biome-ignore lint/correctness/noConstructorReturn: the plugin news the class; any object will do.
      return storeFor('route');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

export async function registerRateLimits(app: FastifyInstance, limits: Limits): Promise<void> {
  app.decorate('limits', limits);
  app.addHook('onClose', async () => limits.close());
  await app.register(rateLimit, { global: false, store: routeStore(limits, app.clock) });
}
