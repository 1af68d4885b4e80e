import type { JobSearchPage, JobSearchQuery } from '@fitjobs/contract';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';

/**
 * A search's pages as the screen reads them through the API: the first, then each next cursor,
 * until there is none or `maxPages` have come (a page that repeated the one before would never end).
 */
export async function searchPages(
  t: TestApp,
  query: JobSearchQuery,
  maxPages: number,
): Promise<JobSearchPage[]> {
  const pages: JobSearchPage[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ ...(query as Record<string, string>) });
    if (cursor) params.set('next_cursor', cursor);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/jobs/search?${params}` });
    expect(res.statusCode).toBe(200);
    const page = res.json<JobSearchPage>();
    pages.push(page);
    cursor = page.next_cursor;
  } while (cursor && pages.length < maxPages);
  return pages;
}

/** The ids of pages' jobs, in order. */
export const idsOf = (pages: JobSearchPage[]) => pages.flatMap((p) => p.items.map((i) => i.id));
