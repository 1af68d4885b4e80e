import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { expectCompressedJson } from '../test/compressed.ts';
import { makeCompany, makeJob } from '../test/job-fixtures.ts';
import { COMPRESS_FROM } from './compression.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('compressed answers (decision 0246)', () => {
  it('sends a job of a few kB as it is, even to a browser that accepts compression', async () => {
    const company = await makeCompany(t);
    const job = await makeJob(t, company, {
      title: 'Compression check role',
      description: { summary: `<p>${'A steady role in a friendly team. '.repeat(40)}</p>` },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/jobs.get',
      payload: { id: job.id },
      headers: BROWSER,
    });
    expect(res.statusCode).toBe(200);
    // Above the plugin's default of 1 kB, below ours: the band this decision changes.
    expect(res.rawPayload.length).toBeGreaterThan(1024);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_FROM);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().item.id).toBe(job.id);
  });

  it('compresses a page of search results, with brotli or gzip, to the same answer', async () => {
    const company = await makeCompany(t);
    for (let i = 0; i < 12; i++) await makeJob(t, company, { title: `Zqcompress welder ${i}` });
    const url = '/api/v1/jobs/search?q=zqcompress';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.json().items).toHaveLength(12);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM);
    await expectCompressedJson(t.app, url, plain);
  });
});
