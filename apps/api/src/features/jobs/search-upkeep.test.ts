import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeCompany, makeJob } from '../../test/job-fixtures.ts';
import { rowsOf } from './db-rows.ts';
import { expireListings, refreshSearchVocabulary } from './search-upkeep.repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const inSearch = async (id: string) =>
  (await rowsOf<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM job_search WHERE id = ${id}`))[0]
    ?.n === 1;

describe('job_search holds the listed jobs only (decision 0100)', () => {
  it('follows publishing, archiving and un-archiving, and never holds drafts or test jobs', async () => {
    const c = await makeCompany(t);
    const listed = await makeJob(t, c, { title: 'Listed' });
    const draft = await makeJob(t, c, { title: 'Draft', isDraft: true });
    const test = await makeJob(t, c, { title: 'Test', isTest: true });
    expect([await inSearch(listed.id), await inSearch(draft.id), await inSearch(test.id)]).toEqual([
      true,
      false,
      false,
    ]);
    await t.db.update(jobs).set({ archivedAt: t.clock.now() }).where(eq(jobs.id, listed.id));
    expect(await inSearch(listed.id)).toBe(false);
    await t.db.update(jobs).set({ archivedAt: null }).where(eq(jobs.id, listed.id));
    expect(await inSearch(listed.id)).toBe(true);
    await t.db.update(jobs).set({ isDraft: false }).where(eq(jobs.id, draft.id));
    expect(await inSearch(draft.id)).toBe(true);
  });

  it('loses a job at the scheduled expiry, and search never shows it before then', async () => {
    const c = await makeCompany(t);
    const now = t.clock.now();
    const expiring = await makeJob(t, c, {
      title: 'Upkeepzq role',
      expiresAt: new Date(now.getTime() + DAY),
    });
    t.clock.set(new Date(now.getTime() + 2 * DAY));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/jobs/search?q=upkeepzq' });
      expect(res.json().items).toEqual([]);
      expect(await inSearch(expiring.id)).toBe(true);
      expect(await expireListings(t.db, t.clock.now())).toBeGreaterThanOrEqual(1);
      expect(await inSearch(expiring.id)).toBe(false);
    } finally {
      t.clock.set(now);
    }
  });

  it('keeps the "Did you mean" words to the titles of listed jobs', async () => {
    const c = await makeCompany(t);
    await makeJob(t, c, { title: 'Horticulturist' });
    await makeJob(t, c, { title: 'Zookeeper', archivedAt: t.clock.now() });
    await refreshSearchVocabulary(t.db);
    const words = await rowsOf<{ word: string }>(t.db, sql`SELECT word FROM search_vocabulary`);
    expect(words.map((w) => w.word)).toContain('horticulturist');
    expect(words.map((w) => w.word)).not.toContain('zookeeper');
  });

  it('expires a batch at a time until none is left (decision 0210)', async () => {
    const c = await makeCompany(t);
    const now = t.clock.now();
    const expiring = await Promise.all(
      [1, 2, 3].map((i) =>
        makeJob(t, c, { title: `Batchzq ${i}`, expiresAt: new Date(now.getTime() + DAY) }),
      ),
    );
    const later = new Date(now.getTime() + 2 * DAY);
    expect(await expireListings(t.db, later, 2)).toBeGreaterThanOrEqual(3);
    for (const job of expiring) expect(await inSearch(job.id)).toBe(false);
    expect(await expireListings(t.db, later, 2)).toBe(0);
  });

  it('splits a joined query by the refreshed words at once, though this process keeps them (decision 0225)', async () => {
    const found = async () => {
      const res = await t.app.inject({ url: '/api/v1/jobs/search?q=gumbootwelder' });
      return (res.json() as { items: { title: string }[] }).items.map((i) => i.title);
    };
    // The words are read (and kept) before any title has them: the joined word stays whole.
    expect(await found()).toEqual([]);
    await makeJob(t, await makeCompany(t), { title: 'Gumboot Welder' });
    await refreshSearchVocabulary(t.db);
    expect(await found()).toEqual(['Gumboot Welder']);
  });

  it('counts the same words reading the titles a page at a time as all at once', async () => {
    const c = await makeCompany(t);
    for (const title of ['Arborist', 'Arborist Assistant', 'Senior Arborist']) await makeJob(t, c, { title });
    const vocabulary = async () =>
      rowsOf<{ word: string; jobs: number }>(
        t.db,
        sql`SELECT word, jobs FROM search_vocabulary ORDER BY word`,
      );
    await refreshSearchVocabulary(t.db, 1);
    const inBatchesOfOne = await vocabulary();
    await refreshSearchVocabulary(t.db);
    expect(await vocabulary()).toEqual(inBatchesOfOne);
    expect(inBatchesOfOne.find((w) => w.word === 'arborist')?.jobs).toBe(3);
  });
});
