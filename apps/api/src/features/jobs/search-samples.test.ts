import type { JobSearchQuery } from '@fitjobs/contract';
import { describe, expect, it } from 'vitest';
import { type CountRow, ScreenSamples, samplesOf } from './search-samples.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 28, 12, 0, seconds));
const rows = (n: number): Promise<CountRow[]> => Promise.resolve([{ g: 0, facet: '', key: null, n }]);
const q = (fields: Record<string, unknown>) => fields as JobSearchQuery;

describe('a search screen sample', () => {
  it('is the same search whatever its order, page or order of parameters', async () => {
    const screen = new ScreenSamples();
    screen.keep(q({ q: 'nurse', region_id: 3, sort_by: 'salary_desc' }), { now: at(0) }, rows(7));
    const found = screen.find(q({ region_id: 3, q: 'nurse', next_cursor: 'abc' }), { now: at(5) });
    expect(await found).toEqual([{ g: 0, facet: '', key: null, n: 7 }]);
  });

  it("is another search's with another filter, another seeker, or after ten seconds", () => {
    const screen = new ScreenSamples();
    screen.keep(q({ q: 'nurse' }), { now: at(0), viewerId: 'a' }, rows(7));
    expect(screen.find(q({ q: 'nurse', schedule: 'casual' }), { now: at(1), viewerId: 'a' })).toBeUndefined();
    expect(screen.find(q({ q: 'nurse' }), { now: at(1), viewerId: 'b' })).toBeUndefined();
    expect(screen.find(q({ q: 'nurse' }), { now: at(1) })).toBeUndefined();
    expect(screen.find(q({ q: 'nurse' }), { now: at(10), viewerId: 'a' })).toBeDefined();
    expect(screen.find(q({ q: 'nurse' }), { now: at(11), viewerId: 'a' })).toBeUndefined();
  });

  it('forgets a read that failed, so the counts read for themselves', async () => {
    const screen = new ScreenSamples();
    const failed = Promise.reject(new Error('cancelled'));
    screen.keep(q({ q: 'nurse' }), { now: at(0) }, failed);
    await expect(failed).rejects.toThrow('cancelled');
    expect(screen.find(q({ q: 'nurse' }), { now: at(1) })).toBeUndefined();
  });

  it('keeps at most 1,000 searches, the oldest going first', () => {
    const screen = new ScreenSamples();
    for (let i = 0; i <= 1000; i++) screen.keep(q({ q: `word${i}` }), { now: at(0) }, rows(i));
    expect(screen.find(q({ q: 'word0' }), { now: at(0) })).toBeUndefined();
    expect(screen.find(q({ q: 'word1' }), { now: at(0) })).toBeDefined();
    expect(screen.find(q({ q: 'word1000' }), { now: at(0) })).toBeDefined();
  });
});

describe("a search's samples", () => {
  it('are one when no filter that has counts is chosen, and one more per such filter', () => {
    expect(samplesOf(q({ q: 'nurse', salary_from: 50000 })).samples).toHaveLength(1);
    const { samples, groups } = samplesOf(q({ q: 'nurse', region_id: 3, schedule: 'casual' }));
    expect(samples).toEqual([
      { q: 'nurse', region_id: 3, schedule: 'casual' },
      { q: 'nurse', schedule: 'casual' },
      { q: 'nurse', region_id: 3 },
    ]);
    expect(groups.find((g) => g.facets.includes('schedule'))?.sample).toBe(2);
    expect(groups.find((g) => g.facets.includes('education'))?.sample).toBe(0);
  });
});
