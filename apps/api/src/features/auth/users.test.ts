import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationMessages,
  applications,
  companies,
  hiddenCompanies,
  hiddenJobs,
  jobs,
  refreshTokens,
  resumes,
  reviews,
  savedJobs,
  savedSearches,
  users,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { multipart } from '../../test/multipart.ts';
import { persona } from '../../test/personas.ts';
import { bearer, signInByCode } from './sign-in.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(path.join(tmpdir(), 'fitjobs-users-')) });
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload && { payload }) });

async function uploadAvatar(headers: Record<string, string>): Promise<string> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();
  const body = await multipart(
    { category: 'avatar', content_type: 'png' },
    { data: png, name: 'me.png', type: 'image/png' },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads.insert',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().public_url;
}

describe('users.get and users.update', () => {
  it('answers the signed-in user', async () => {
    const p = await persona(t, 'employee', { fullName: 'Aroha Ngata' });
    const res = await post('/api/v1/users.get', p.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: p.id,
      full_name: 'Aroha Ngata',
      email: p.email,
      avatar_url: null,
      role: 'employee',
    });
  });

  it('changes the name, trimmed', async () => {
    const p = await persona(t, 'employer');
    const res = await post('/api/v1/users.update', p.headers, { name: '  Mere Tane ' });
    expect(res.statusCode).toBe(200);
    expect((await post('/api/v1/users.get', p.headers)).json().full_name).toBe('Mere Tane');
  });

  it('refuses an empty name and unknown fields', async () => {
    const p = await persona(t, 'employee');
    expect((await post('/api/v1/users.update', p.headers, { name: '  ' })).statusCode).toBe(400);
    expect((await post('/api/v1/users.update', p.headers, { email: 'x@y.nz' })).statusCode).toBe(400);
  });

  it('sets an avatar uploaded by the user, and clears it with null', async () => {
    const p = await persona(t, 'employee');
    const url = await uploadAvatar(p.headers);
    expect((await post('/api/v1/users.update', p.headers, { avatar_url: url })).json().avatar_url).toBe(url);
    expect(
      (await post('/api/v1/users.update', p.headers, { avatar_url: null })).json().avatar_url,
    ).toBeNull();
  });

  it('refuses an avatar URL that is not one of our own uploads of this user', async () => {
    const p = await persona(t, 'employee');
    const other = await persona(t, 'employee');
    const theirs = await uploadAvatar(other.headers);
    for (const avatar_url of ['https://evil.example/a.png', 'javascript:alert(1)', theirs]) {
      const res = await post('/api/v1/users.update', p.headers, { avatar_url });
      expect(res.statusCode).toBe(400);
    }
  });

  it('needs a signed-in user', async () => {
    expect((await post('/api/v1/users.get', {})).statusCode).toBe(401);
    expect((await post('/api/v1/users.update', {}, { name: 'X' })).statusCode).toBe(401);
    expect((await post('/api/v1/users.delete', {})).statusCode).toBe(401);
  });
});

describe('users.delete (account closure)', () => {
  it('deletes the personal data, ends sessions and de-identifies reviews and messages', async () => {
    const email = `closing-${Date.now()}@example.test`;
    const pair = await signInByCode(t, email);
    const headers = bearer(pair.access_token);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error('no user');
    const avatar = await uploadAvatar(headers);
    await post('/api/v1/users.update', headers, { avatar_url: avatar });

    const employer = await persona(t, 'employer', { companyName: 'Closure Test Ltd' });
    const companyId = employer.companyId ?? '';
    const [job] = await t.db
      .insert(jobs)
      .values({ companyId, companyName: 'Closure Test Ltd', title: 'Builder', description: emptyDescription })
      .returning({ id: jobs.id });
    const jobId = job?.id ?? '';
    const [resume] = await t.db
      .insert(resumes)
      .values({ userId: user.id, fullName: 'Closing Person', email, isActive: true })
      .returning({ id: resumes.id });
    const [application] = await t.db
      .insert(applications)
      .values({ jobId, userId: user.id, resumeId: resume?.id })
      .returning({ id: applications.id });
    await t.db.insert(applicationMessages).values([
      { applicationId: application?.id ?? '', authorId: user.id, message: 'Hello' },
      { applicationId: application?.id ?? '', authorId: employer.id, message: 'Hi there' },
    ]);
    await t.db.insert(savedJobs).values({ userId: user.id, jobId });
    await t.db.insert(hiddenJobs).values({ userId: user.id, jobId });
    await t.db.insert(hiddenCompanies).values({ userId: user.id, companyId });
    await t.db.insert(savedSearches).values({
      userId: user.id,
      name: 'Builders',
      searchParams: { q: 'builder' },
      queryString: 'query=builder',
      unsubscribeToken: `unsub-${Date.now()}`,
    });
    // A message the person wrote on another thread (as an employer, say) stays, without author.
    const other = await persona(t, 'employee');
    const [otherApplication] = await t.db
      .insert(applications)
      .values({ jobId, userId: other.id })
      .returning({ id: applications.id });
    await t.db.insert(applicationMessages).values({
      applicationId: otherApplication?.id ?? '',
      authorId: user.id,
      message: 'Thanks for applying',
    });
    await t.db.insert(reviews).values({ companyId, userId: user.id, rating: 4, body: 'Good place' });

    const res = await post('/api/v1/users.delete', headers);
    expect(res.statusCode).toBe(200);

    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await t.db.select().from(resumes).where(eq(resumes.userId, user.id))).toHaveLength(0);
    expect(await t.db.select().from(savedJobs).where(eq(savedJobs.userId, user.id))).toHaveLength(0);
    expect(await t.db.select().from(hiddenJobs).where(eq(hiddenJobs.userId, user.id))).toHaveLength(0);
    expect(await t.db.select().from(hiddenCompanies).where(eq(hiddenCompanies.userId, user.id))).toHaveLength(
      0,
    );
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.userId, user.id))).toHaveLength(0);
    expect(await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id))).toHaveLength(0);
    // Their applications stay with the employer, anonymised (privacy.test.ts shows what they see).
    expect(await t.db.select().from(applications).where(eq(applications.userId, user.id))).toHaveLength(0);
    const review = await t.db.select().from(reviews).where(eq(reviews.companyId, companyId));
    expect(review).toEqual([expect.objectContaining({ userId: null, body: 'Good place' })]);
    const kept = await t.db
      .select()
      .from(applicationMessages)
      .where(eq(applicationMessages.applicationId, otherApplication?.id ?? ''));
    expect(kept).toEqual([expect.objectContaining({ authorId: null, message: 'Thanks for applying' })]);
    expect(await t.db.select().from(companies).where(eq(companies.id, companyId))).toHaveLength(1);

    const fileName = avatar.replace('/uploads/', '');
    expect(existsSync(path.join(t.config.dataDir, 'uploads', fileName))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tokens.refresh',
      payload: { refresh_token: pair.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('lets the same e-mail sign up again afresh after closing', async () => {
    const email = `again-${Date.now()}@example.test`;
    const first = await signInByCode(t, email, 'employer');
    await post('/api/v1/users.delete', bearer(first.access_token));
    const second = await signInByCode(t, email, 'employee');
    const res = await post('/api/v1/users.get', bearer(second.access_token));
    expect(res.json()).toMatchObject({ email, role: 'employee', full_name: null });
  });
});

const emptyDescription = {
  summary: 'Build things',
  responsibilities: [],
  requirements: [],
  qualifications: [],
  working_conditions: [],
  skills: [],
  tools_and_technologies: [],
  benefits: [],
};
