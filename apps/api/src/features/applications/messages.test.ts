import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationMessages } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { applyAs, call, insertJob, insertResume, signInAgain } from './test-fixtures.ts';

const LIST = '/api/v1/applications/messages.list';
const INSERT = '/api/v1/applications/messages.insert';
const MINUTE = 60 * 1000;

let t: TestApp;
let employer: Persona;
let rival: Persona;

beforeAll(async () => {
  t = await createTestApp();
  employer = await persona(t, 'employer', { companyName: 'Kāpiti Care', fullName: 'Mere Employer' });
  rival = await persona(t, 'employer', { companyName: 'Other Co' });
});
afterAll(async () => t.close());

/** A fresh thread: an applicant with an application to a new job of the employer's company. */
async function thread(title = 'Nurse') {
  const seeker = await persona(t, 'employee', { fullName: 'Tama Seeker' });
  await insertResume(t, seeker.id);
  const id = await applyAs(t, seeker, await insertJob(t, employer.companyId as string, { title }));
  return { seeker, id };
}

const messageCount = async (id: string) =>
  (await t.db.select().from(applicationMessages).where(eq(applicationMessages.applicationId, id))).length;

describe('chat access', () => {
  it('lets the applicant and the company write and read the thread, newest first', async () => {
    const { seeker, id } = await thread();
    const sent = await call(t, seeker, INSERT, { id, text: '  Kia ora, any news?  ' });
    expect(sent.status).toBe(200);
    expect(sent.body.item).toMatchObject({
      author_id: seeker.id,
      author_name: 'Tama Seeker',
      is_applicant: true,
    });
    expect(sent.body.item.message).toBe('Kia ora, any news?');
    t.clock.advance(1000);
    await call(t, employer, INSERT, { id, text: 'Yes, interview on Monday' });

    for (const reader of [seeker, employer]) {
      const res = await call(t, reader, LIST, { id });
      expect(res.status).toBe(200);
      expect(res.body.items.map((m: { message: string }) => m.message)).toEqual([
        'Yes, interview on Monday',
        'Kia ora, any news?',
      ]);
      expect(res.body.items[0]).toMatchObject({
        author_id: employer.id,
        author_name: 'Mere Employer',
        is_applicant: false,
      });
      expect(res.body.next_cursor).toBeNull();
    }
  });

  it('does not let another company or another seeker read or write the thread, and nothing changes', async () => {
    const { id } = await thread();
    const stranger = await persona(t, 'employee');
    for (const who of [rival, stranger]) {
      expect((await call(t, who, LIST, { id })).status).toBe(404);
      expect((await call(t, who, INSERT, { id, text: 'let me in' })).status).toBe(404);
    }
    expect((await call(t, null, LIST, { id })).status).toBe(401);
    const admin = await persona(t, 'admin');
    expect((await call(t, admin, LIST, { id })).status).toBe(403);
    expect(await messageCount(id)).toBe(0);
  });

  it('refuses blank and over-long messages', async () => {
    const { seeker, id } = await thread();
    expect((await call(t, seeker, INSERT, { id, text: '   \n ' })).status).toBe(400);
    expect((await call(t, seeker, INSERT, { id, text: 'x'.repeat(5001) })).status).toBe(400);
    expect((await call(t, seeker, INSERT, { id, text: 'x'.repeat(5000) })).status).toBe(200);
    expect(await messageCount(id)).toBe(1);
  });

  it('pages older messages with the cursor, each message exactly once', async () => {
    const { seeker, id } = await thread();
    const base = t.clock.now().getTime();
    await t.db.insert(applicationMessages).values(
      Array.from({ length: 65 }, (_, i) => ({
        applicationId: id,
        authorId: i % 2 ? seeker.id : employer.id,
        message: `m${i}`,
        // pairs share a millisecond: the id breaks the tie
        createdAt: new Date(base + Math.floor(i / 2) * 1000),
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await call(t, employer, LIST, { id, next_cursor: cursor });
      seen.push(...res.body.items.map((m: { message: string }) => m.message));
      cursor = res.body.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(65);
    expect(new Set(seen).size).toBe(65);
    expect(seen.slice(0, 1)).toEqual(['m64']);
    expect(seen.at(-1)?.startsWith('m')).toBe(true);
    expect(['m0', 'm1']).toContain(seen.at(-1));
  });
});

describe('chat e-mails', () => {
  it('tells the other side about a new message at most once per thread per 15 minutes', async () => {
    const { seeker, id } = await thread('Caregiver');
    const about = (m: { subject: string }) => m.subject === 'New message about Caregiver';
    const toSeeker = () => t.mailer.to(seeker.email).filter(about);
    const toEmployer = () => t.mailer.to(employer.email).filter(about);

    await call(t, seeker, INSERT, { id, text: 'private words' });
    expect(toEmployer()).toHaveLength(1);
    expect(toSeeker()).toHaveLength(0);
    expect(toEmployer()[0]?.text).not.toContain('private words');

    t.clock.advance(5 * MINUTE);
    await call(t, seeker, INSERT, { id, text: 'second' });
    expect(toEmployer()).toHaveLength(1);

    await call(t, employer, INSERT, { id, text: 'reply' });
    expect(toSeeker()).toHaveLength(1);
    expect(toSeeker()[0]?.text).toContain(`${t.config.publicUrl}/applications`);

    t.clock.advance(10 * MINUTE);
    // tokens last 15 minutes: sign both in again at the new time
    const [seekerNow, employerNow] = [await signInAgain(t, seeker), await signInAgain(t, employer)];
    await call(t, seekerNow, INSERT, { id, text: 'third, 15 minutes after the first mail' });
    expect(toEmployer()).toHaveLength(2);
    await call(t, employerNow, INSERT, { id, text: 'still within the window for the seeker' });
    expect(toSeeker()).toHaveLength(1);
  });

  it('throttles each thread on its own', async () => {
    const a = await thread();
    const b = await thread();
    const before = t.mailer.to(employer.email).length;
    await call(t, a.seeker, INSERT, { id: a.id, text: 'hello' });
    await call(t, b.seeker, INSERT, { id: b.id, text: 'hello' });
    expect(t.mailer.to(employer.email).length - before).toBe(2);
  });
});
