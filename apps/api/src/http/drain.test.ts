import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { registerDrain } from './drain.ts';

describe('graceful shutdown drain', () => {
  it('answers 503 with Retry-After and Connection: close to every request once draining', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      await t.app.drain();
      for (const url of ['/healthz', '/api/v1/jobs/search']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.headers.connection).toBe('close');
        expect(res.json()).toMatchObject({ error: { code: 'shutting_down' } });
      }
    } finally {
      await t.close();
    }
  });

  it('resolves only after the requests in flight have been answered', async () => {
    // A bare instance with a route that answers when told to: the request stays in flight meanwhile.
    const app = Fastify();
    registerDrain(app);
    let answer: (() => void) | undefined;
    app.get('/slow', async () => {
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      return { done: true };
    });
    await app.ready();
    const slow = app.inject({ method: 'GET', url: '/slow' });
    await expect.poll(() => answer).toBeDefined();

    let drained = false;
    const drain = app.drain().then(() => {
      drained = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(drained).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/slow' })).statusCode).toBe(503);

    answer?.();
    expect((await slow).json()).toEqual({ done: true });
    await drain;
    expect(drained).toBe(true);
    await app.close();
  });
});
