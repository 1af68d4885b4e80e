import { FACET_SAMPLE, FACETS, type JobSearchFacets, type JobSearchQuery } from '@fitjobs/contract';
import type { DbOrTx } from '../../db/client.ts';
import { chooseReading } from './search.repo.ts';
import type { SearchContext } from './search-query.ts';
import { readingsOf } from './search-reading.repo.ts';
import { type CountRow, readFirstSample, readSamples, sampleSize, samplesOf } from './search-samples.ts';

/**
 * Sample 0 of a search for its filter counts: the one its page read a moment ago on the screen
 * (decision 0229), else read now.
 */
async function firstSample(db: DbOrTx, query: JobSearchQuery, ctx: SearchContext): Promise<CountRow[]> {
  const kept = ctx.screen?.find(query, ctx);
  if (kept) {
    try {
      return await kept;
    } catch {
      // The page's read failed; the filter counts read for themselves below.
    }
  }
  return (await readFirstSample(db, query, ctx)).rows;
}

/**
 * How many jobs each option of the classification, location, schedule, work format, education and
 * experience filters would give for this search.
 */
export async function searchFacets(
  db: DbOrTx,
  asked: JobSearchQuery,
  ctx: SearchContext,
): Promise<JobSearchFacets> {
  // The reading the search itself runs: words read as filters, unless that finds nothing. Each
  // reading's count is its sample 0, which the counts of filters the search leaves alone read.
  const { reading, counted } = await chooseReading(await readingsOf(db, asked), async (query) => {
    const rows = await firstSample(db, query, ctx);
    return { total: sampleSize(rows), rows };
  });
  const { samples, groups } = samplesOf(reading.query);
  const others = samples.map((_, i) => i).slice(1);
  const rows = others.length
    ? [...counted.rows, ...(await readSamples(db, reading.query, ctx, others))]
    : counted.rows;
  const result = Object.fromEntries(FACETS.map((f) => [f, { counts: {}, capped: false }])) as JobSearchFacets;
  for (const { facets, sample } of groups) {
    const capped = sampleSize(rows, sample) >= FACET_SAMPLE;
    for (const facet of facets) {
      result[facet].capped = capped;
      for (const r of rows)
        if (r.g === sample && r.facet === facet && r.key !== null) result[facet].counts[r.key] = r.n;
    }
  }
  return result;
}
