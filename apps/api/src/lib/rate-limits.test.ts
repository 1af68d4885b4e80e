import { describe, expect, it } from 'vitest';
import { createLimits, memoryStore } from './rate-limits.ts';

const HOUR = 3_600_000;
const rule = (key: string, max: number, windowMs = HOUR) => ({ key, max, windowMs });

describe('memory rate limits', () => {
  it('allows max events in any window, then refuses until the oldest leaves it', async () => {
    const store = memoryStore();
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++)
      expect((await store.take([rule('a', 3)], t0 + i * 1000, '')).allowed).toBe(true);
    const refused = await store.take([rule('a', 3)], t0 + 10_000, '');
    expect(refused).toMatchObject({ allowed: false, refused: 0, count: 3 });
    expect(refused.retryAfterMs).toBe(HOUR - 10_000);
    // A sliding window: the first event leaves it an hour after it happened, not at a clock hour.
    expect((await store.take([rule('a', 3)], t0 + HOUR - 1, '')).allowed).toBe(false);
    expect((await store.take([rule('a', 3)], t0 + HOUR + 1, '')).allowed).toBe(true);
  });

  it('takes every rule or none: a refusal by the second rule spends nothing of the first', async () => {
    const store = memoryStore();
    expect((await store.take([rule('ip', 1)], 0, '')).allowed).toBe(true);
    const both = [rule('email', 2), rule('ip', 1)];
    expect(await store.take(both, 1, '')).toMatchObject({ allowed: false, refused: 1 });
    expect((await store.take([rule('email', 2)], 2, '')).allowed).toBe(true);
    expect((await store.take([rule('email', 2)], 3, '')).allowed).toBe(true);
    expect((await store.take([rule('email', 2)], 4, '')).allowed).toBe(false);
  });

  it('enforce throws the refusing rule 429 with its code and message', async () => {
    const limits = createLimits(undefined, { warn: () => {} });
    const now = new Date();
    const rules = [{ ...rule('x', 1), code: 'too_many_things', message: 'Slow down.' }];
    await limits.enforce(rules, now);
    await expect(limits.enforce(rules, now)).rejects.toMatchObject({
      status: 429,
      code: 'too_many_things',
      message: 'Slow down.',
    });
    expect(limits.shared).toBe(false);
  });

  it('keeps answering when Redis is unreachable: this process counts alone and says so once', async () => {
    const warnings: string[] = [];
    const limits = createLimits('redis://127.0.0.1:1', { warn: (_o, msg) => warnings.push(msg) });
    expect(await limits.ready(300)).toBe(false);
    const now = new Date();
    expect((await limits.take([rule('down', 1)], now)).allowed).toBe(true);
    expect((await limits.take([rule('down', 1)], now)).allowed).toBe(false);
    expect(limits.shared).toBe(false);
    await limits.close();
  });
});
