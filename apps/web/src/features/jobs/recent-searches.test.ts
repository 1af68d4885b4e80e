import { describe, expect, it } from 'vitest';
import { formatAge, isNewJob } from '../../lib/format.ts';
import { RECENT_SEARCHES_KEPT, recentSearches, rememberSearch, searchLabel } from './recent-searches.ts';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('recent searches', () => {
  it('keeps the newest few searches once each, newest first, and not a bare /jobs', () => {
    const store = memoryStore();
    rememberSearch(new URLSearchParams('query=nurse'), undefined, store);
    rememberSearch(new URLSearchParams(''), undefined, store);
    rememberSearch(
      new URLSearchParams('query=chef&schedule=full_time&sort_by=updated_desc'),
      undefined,
      store,
    );
    rememberSearch(new URLSearchParams('query=nurse'), undefined, store);
    expect(recentSearches(store)).toEqual([
      { query_string: 'query=nurse', label: 'nurse' },
      { query_string: 'query=chef&schedule=full_time', label: 'chef · 1 filter' },
    ]);
    for (let i = 0; i < 10; i++) rememberSearch(new URLSearchParams({ query: `job ${i}` }), undefined, store);
    expect(recentSearches(store)).toHaveLength(RECENT_SEARCHES_KEPT);
    expect(recentSearches(store)[0]?.label).toBe('job 9');
  });

  it('reads nothing from broken storage', () => {
    expect(recentSearches({ getItem: () => '{not json' })).toEqual([]);
    expect(recentSearches({ getItem: () => '[{"label":1}]' })).toEqual([]);
    expect(searchLabel(new URLSearchParams('country_id=1&region_id=2'))).toBe('All jobs · 1 filter');
  });
});

describe('recent search labels', () => {
  it("name the place, not its ids: 'nurse in Auckland', not 'nurse · 3 filters'", () => {
    const auckland = new URLSearchParams('query=nurse&country_id=1&region_id=2&city_id=3');
    expect(searchLabel(auckland, 'Auckland')).toBe('nurse in Auckland');
    auckland.set('schedule', 'part_time');
    expect(searchLabel(auckland, 'Auckland')).toBe('nurse in Auckland · 1 filter');
    expect(searchLabel(new URLSearchParams('country_id=1'), 'New Zealand')).toBe('All jobs in New Zealand');
    // The place's name not known: the location is one filter, never three.
    expect(searchLabel(new URLSearchParams('query=nurse&country_id=1&region_id=2&city_id=3'))).toBe(
      'nurse · 1 filter',
    );
  });

  it('keeps the label the search was made with', () => {
    const store = memoryStore();
    rememberSearch(new URLSearchParams('query=nurse&country_id=1&region_id=2&city_id=3'), 'Auckland', store);
    expect(recentSearches(store)[0]?.label).toBe('nurse in Auckland');
  });
});

describe('job freshness', () => {
  const now = new Date('2026-06-10T12:00:00Z');
  it("says 'Today' on the calendar day formatDate shows, and calendar days after", () => {
    // Local dates: the age and the date beside it read the same calendar.
    const noon = new Date(2026, 5, 10, 12);
    expect(formatAge(new Date(2026, 5, 10, 0, 5), noon)).toBe('Today');
    expect(formatAge(new Date(2026, 5, 9, 23, 30), new Date(2026, 5, 10, 0, 30))).toBe('1d ago');
    expect(formatAge(new Date(2026, 5, 9, 13), noon)).toBe('1d ago');
    expect(formatAge(new Date(2026, 5, 7, 23, 59), noon)).toBe('3d ago');
  });
  it('marks jobs under three days old as new', () => {
    expect(isNewJob('2026-06-07T12:30:00Z', now)).toBe(true);
    expect(isNewJob('2026-06-07T11:30:00Z', now)).toBe(false);
  });
});
