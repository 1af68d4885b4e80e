import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { post, validJob } from './test-helpers.ts';

let t: TestApp;
let owner: Persona;
let rival: Persona;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-06-01T00:00:00Z'));
  owner = await persona(t, 'employer', { companyName: 'Visible Co' });
  rival = await persona(t, 'employer', { companyName: 'Curious Co' });
});
afterAll(() => t?.close());

const search = async (q: string, who: Persona | null = null) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/jobs/search?q=${encodeURIComponent(q)}`,
      headers: who?.headers ?? {},
    })
  ).json().items as { id: string }[];

describe('what employers post, as search sees it', () => {
  it('keeps drafts out of search and out of jobs.get for visitors and other employers', async () => {
    const cid = owner.companyId ?? '';
    const draft = (
      await post(t, 'employers/jobs.insert', owner, {
        ...validJob(cid, { title: 'Zebrafish Curator' }),
        is_draft: true,
      })
    ).json().id;
    expect(await search('Zebrafish')).toEqual([]);
    expect(await search('Zebrafish', rival)).toEqual([]);
    expect((await post(t, 'jobs.get', null, { id: draft })).statusCode).toBe(404);
    expect((await post(t, 'jobs.get', rival, { id: draft })).statusCode).toBe(404);

    await post(t, 'employers/jobs.update', owner, {
      id: draft,
      ...validJob(cid, { title: 'Zebrafish Curator' }),
    });
    expect((await search('Zebrafish')).map((j) => j.id)).toEqual([draft]);
  });

  it('takes an archived job out of search', async () => {
    const cid = owner.companyId ?? '';
    const id = (
      await post(t, 'employers/jobs.insert', owner, validJob(cid, { title: 'Kelp Forest Diver' }))
    ).json().id;
    expect((await search('Kelp')).map((j) => j.id)).toEqual([id]);
    await post(t, 'employers/jobs.archive', owner, { company_id: cid, id });
    expect(await search('Kelp')).toEqual([]);
  });
});
