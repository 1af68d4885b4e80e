import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts a graceful shutdown: from now on every new request is answered 503, and the promise
     * resolves once the requests already in flight have been answered (or their clients left).
     */
    drain(): Promise<void>;
  }
}

/** Seconds a client (or a load balancer) should wait before trying again: a restart takes a few. */
const RETRY_AFTER_SECONDS = 5;

/**
 * The first half of a graceful shutdown (server.ts does the second: close the app, then the
 * database). Fastify's own close() stops listening at once, so a request arriving during the drain
 * finds the port closed, which looks like a crash to a client and to a health check. Instead the
 * port stays open and answers 503 with `Connection: close` and `Retry-After` until the requests in
 * flight are done: a load balancer takes the instance out of rotation, a browser can retry.
 */
export function registerDrain(app: FastifyInstance): void {
  let draining = false;
  let inFlight = 0;
  let idle: (() => void) | undefined;

  app.addHook('onRequest', async (_request, reply) => {
    if (draining) {
      return reply
        .code(503)
        .header('connection', 'close')
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({
          error: {
            code: 'shutting_down',
            message: 'The server is restarting. Please try again in a moment.',
          },
        });
    }
    inFlight += 1;
    // 'close' fires once the answer is sent and also when the client goes away first, so an
    // abandoned request never holds the shutdown up.
    reply.raw.once('close', () => {
      inFlight -= 1;
      if (draining && inFlight === 0) idle?.();
    });
  });

  app.decorate('drain', () => {
    draining = true;
    if (inFlight === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      idle = resolve;
    });
  });
}
