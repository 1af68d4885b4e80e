import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { signInAgain } from '../applications/test-fixtures.ts';
import { post } from './test-helpers.ts';

/**
 * Trust, second round (issue 24), finding 5: a company named like a phishing message sent 30 team
 * invitations in a second to any addresses, its name in the subject, and the same address invited
 * ten times got ten e-mails. Now: 20 a company a day, one live invitation per address and
 * company, and the company's name only quoted in the body (decision 0188).
 */
let t: TestApp;
const DAY_MS = 24 * 60 * 60 * 1000;
const PHISHING_NAME = 'URGENT: your bank account is locked, sign in at http://evil.example/login';
const SUBJECT = 'You have been invited to join a team on FitJobs';

beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t?.close());

const invite = (admin: Persona, email: string) =>
  post(t, 'employers/companies.invitations.insert', admin, {
    company_id: admin.companyId,
    email,
    role: 'member',
  });

describe('team invitations are capped (issue 24, finding 5)', () => {
  it('refuses the 21st invitation of a company in 24 hours with 429, and sends no e-mail for it', async () => {
    const admin = await persona(t, 'employer', { companyName: 'Bulk Sender' });
    const codes: number[] = [];
    for (let n = 0; n < 30; n++) codes.push((await invite(admin, `bulk-${n}@example.test`)).statusCode);
    expect(codes.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(codes.slice(20)).toEqual(Array(10).fill(429));
    const refused = await invite(admin, 'bulk-refused@example.test');
    expect(refused.json().error).toEqual({
      code: 'too_many_team_invitations',
      message:
        'Your company has sent 20 team invitations in the last 24 hours, the most allowed in a day. Please try again tomorrow.',
    });
    const mailed = t.mailer.sent.filter((m) => m.to.startsWith('bulk-'));
    expect(mailed).toHaveLength(20);
    expect(t.mailer.to('bulk-20@example.test')).toEqual([]);

    // Another company is not held back; a day later this one may invite again.
    const other = await persona(t, 'employer', { companyName: 'Other Co' });
    expect((await invite(other, 'bulk-25@example.test')).statusCode).toBe(200);
    t.clock.advance(DAY_MS + 60_000);
    expect((await invite(await signInAgain(t, admin), 'bulk-next-day@example.test')).statusCode).toBe(200);
  });

  it('sends one e-mail to an address invited ten times: the others get 409 while it is live', async () => {
    const admin = await persona(t, 'employer', { companyName: 'Repeat Ltd' });
    const email = 'invited.ten.times@example.test';
    const codes: number[] = [];
    for (let n = 0; n < 10; n++) codes.push((await invite(admin, email)).statusCode);
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    const again = await invite(admin, email.toUpperCase());
    expect(again.json().error.code).toBe('already_invited');
    expect(again.json().error.message).toMatch(
      /^This address already has a pending invitation to your team\. It expires on /,
    );
    expect(t.mailer.to(email)).toHaveLength(1);

    // Refusals do not use up the day's invitations: 19 more addresses still go.
    for (let n = 0; n < 19; n++)
      expect((await invite(admin, `repeat-${n}@example.test`)).statusCode).toBe(200);

    // Once the invitation expired (14 days), the address may be invited again, with one new e-mail.
    t.clock.advance(15 * DAY_MS);
    expect((await invite(await signInAgain(t, admin), email)).statusCode).toBe(200);
    expect(t.mailer.to(email)).toHaveLength(2);
  });

  it('never puts the company name in the subject; the body quotes it as data', async () => {
    const admin = await persona(t, 'employer', { companyName: PHISHING_NAME });
    const email = 'phishing.target@example.test';
    expect((await invite(admin, email)).statusCode).toBe(200);
    const [mail] = t.mailer.to(email);
    expect(mail?.subject).toBe(SUBJECT);
    expect(mail?.subject).not.toMatch(/URGENT|evil|bank/i);
    expect(mail?.text).toContain(`Company name, as the company wrote it: "${PHISHING_NAME}"`);
    expect(mail?.text).toContain('FitJobs never asks for passwords or bank details');
  });
});
