import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { freshIp, lastCode, requestCode, verifyCode } from './sign-in.test-helpers.ts';

/**
 * Trust, second round, finding 4: nobody else can spend a person's sign-in codes (decision 0180).
 * Before the fix, five requests and five wrong tries from one network for the victim's address
 * refused every code in the victim's inbox and the victim's own requests for an hour.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const newEmail = () => `lockout-${++n}-${Date.now()}@example.test`;

/** A person who has signed in before from `home`. */
async function returningPerson(home: string): Promise<string> {
  const email = newEmail();
  expect((await requestCode(t, email, 'employee', home)).statusCode).toBe(200);
  expect((await verifyCode(t, email, lastCode(t, email), home)).statusCode).toBe(200);
  return email;
}

describe('sign-in codes under an attacker', () => {
  it('five requests and five wrong tries from an attacker leave the victim signing in from home', async () => {
    const home = freshIp();
    const attacker = freshIp();
    const victim = await returningPerson(home);

    for (let i = 0; i < 5; i++)
      expect((await requestCode(t, victim, 'employee', attacker)).statusCode).toBe(200);
    const inInbox = lastCode(t, victim);
    const wrong = inInbox === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) expect((await verifyCode(t, victim, wrong, attacker)).statusCode).toBe(400);
    expect((await requestCode(t, victim, 'employee', attacker)).statusCode).toBe(429);
    expect((await verifyCode(t, victim, inInbox, attacker)).statusCode).toBe(429);

    // The codes the attacker had sent to the victim's inbox still work for the victim...
    expect((await verifyCode(t, victim, inInbox, home)).statusCode).toBe(200);
    // ...and so do the victim's own new requests, and the code they bring.
    expect((await requestCode(t, victim, 'employee', home)).statusCode).toBe(200);
    expect((await verifyCode(t, victim, lastCode(t, victim), home)).statusCode).toBe(200);
  });

  it('many networks guessing share twenty tries, and the network that asked for the code keeps its own', async () => {
    const email = newEmail();
    const home = freshIp();
    await requestCode(t, email, 'employee', home);
    const code = lastCode(t, email);
    const wrong = code === '000000' ? '000001' : '000000';
    const answers: number[] = [];
    for (let i = 0; i < 25; i++) answers.push((await verifyCode(t, email, wrong, freshIp())).statusCode);
    expect(answers.filter((s) => s === 400)).toHaveLength(20);
    expect(answers.filter((s) => s === 429)).toHaveLength(5);
    // The right code from yet another network is refused too: the twenty are spent...
    expect((await verifyCode(t, email, code, freshIp())).statusCode).toBe(429);
    // ...while the network that asked for it signs in.
    expect((await verifyCode(t, email, code, home)).statusCode).toBe(200);
  });

  it('a flood of requests from new networks is capped for the address, never for a network it signed in from', async () => {
    const home = freshIp();
    const victim = await returningPerson(home);
    const flood: number[] = [];
    for (let i = 0; i < 22; i++) flood.push((await requestCode(t, victim, 'employee', freshIp())).statusCode);
    expect(flood.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect((await requestCode(t, victim, 'employee', home)).statusCode).toBe(200);
    expect((await verifyCode(t, victim, lastCode(t, victim), home)).statusCode).toBe(200);
  });

  it('someone who signs in again and again from one place is never held back by their own tries', async () => {
    const home = freshIp();
    const email = await returningPerson(home);
    for (let i = 0; i < 7; i++) {
      expect((await requestCode(t, email, 'employee', home)).statusCode).toBe(200);
      const answer = await verifyCode(t, email, lastCode(t, email), home);
      expect(answer.statusCode, `sign-in ${i + 2}`).toBe(200);
      if (i === 3) t.clock.advance(61 * 60_000); // five codes an hour per network
    }
  });
});
