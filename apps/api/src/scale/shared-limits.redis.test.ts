/**
 * REDIS_URL against a real Redis (TEST_REDIS_URL; CI's scale stage starts one): two app instances
 * on one database, as two API processes behind a balancer, share every per-IP and per-address
 * limit. Skipped without TEST_REDIS_URL.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

const redisUrl = process.env.TEST_REDIS_URL;
/** Random, so runs sharing one Redis within the hour never count against each other. */
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe.skipIf(!redisUrl)('rate limits shared through Redis by two app instances', () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  const instances = () => [t.app, second];

  beforeAll(async () => {
    t = await createTestApp({ redisUrl });
    second = await buildApp({ db: t.db, config: t.config, mailer: t.mailer, clock: t.clock });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('says in the health check that the limits are shared', async () => {
    for (const app of instances()) {
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.json()).toMatchObject({ ok: true, shared_rate_limits: true });
    }
  });

  it('gives 429 to the 21st sign-in code request from one IP, 20 spread over both instances', async () => {
    const ip = randomIp();
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await (instances()[i % 2] ?? t.app).inject({
        method: 'POST',
        url: '/api/v1/code.request',
        payload: { email: `shared-${randomUUID()}@example.test`, role: 'employee' },
        remoteAddress: ip,
      });
      answers.push(res.statusCode);
      if (i === 20) expect(res.json().error.code).toBe('too_many_codes');
    }
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(answers[20]).toBe(429);
  });

  it('shares the per-address limits: the 6th code for one e-mail from one network, and the 21st from new networks, are refused whichever instance asks', async () => {
    const requestCode = (email: string, ip: string, i: number) =>
      (instances()[(i + 1) % 2] ?? t.app).inject({
        method: 'POST',
        url: '/api/v1/code.request',
        payload: { email, role: 'employee' },
        remoteAddress: ip,
      });
    const fromOneNetwork = `one-${randomUUID()}@example.test`;
    const ip = randomIp();
    const oneNetwork: number[] = [];
    for (let i = 0; i < 6; i++) oneNetwork.push((await requestCode(fromOneNetwork, ip, i)).statusCode);
    expect(oneNetwork).toEqual([200, 200, 200, 200, 200, 429]);

    // Decision 0180: 4 × 5 an hour per address from all networks it never signed in from.
    const fromManyNetworks = `many-${randomUUID()}@example.test`;
    const manyNetworks: number[] = [];
    for (let i = 0; i < 21; i++) {
      manyNetworks.push((await requestCode(fromManyNetworks, randomIp(), i)).statusCode);
    }
    expect(manyNetworks).toEqual([...Array(20).fill(200), 429]);
  });

  it('shares route limits: 60 code checks a minute per IP over both instances, then rate_limited', async () => {
    const ip = randomIp();
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await (instances()[i % 2] ?? t.app).inject({
        method: 'POST',
        url: '/api/v1/code.verify',
        payload: { email: `nobody-${i}@example.test`, code: '000000' },
        remoteAddress: ip,
      });
      codes.push(res.statusCode);
      if (i === 60) expect(res.json().error.code).toBe('rate_limited');
    }
    expect(codes.slice(0, 60).every((s) => s !== 429)).toBe(true);
    expect(codes[60]).toBe(429);
  });
});
