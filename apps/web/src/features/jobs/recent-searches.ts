// A returning visitor's last searches, kept in this browser only (never sent anywhere): the home
// page offers them again. Plain code, no zod: the home page is part of the first download.

export interface RecentSearch {
  /** The /jobs URL's query string, as the search page had it. */
  query_string: string;
  label: string;
}

const KEY = 'fitjobs.recent-searches';
export const RECENT_SEARCHES_KEPT = 5;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked by the browser's settings
  }
}

export function recentSearches(store: Pick<Storage, 'getItem'> | null = storage()): RecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (s): s is RecentSearch =>
          typeof s === 'object' &&
          s !== null &&
          typeof s.query_string === 'string' &&
          typeof s.label === 'string',
      )
      .slice(0, RECENT_SEARCHES_KEPT);
  } catch {
    return [];
  }
}

const NOT_FILTERS = ['query', 'sort_by', 'next_cursor'];
const LOCATION_KEYS = ['country_id', 'region_id', 'city_id'];

/**
 * 'nurse', 'nurse in Auckland', 'nurse in Auckland · 1 filter', 'All jobs · 2 filters': what the
 * search asked, at a glance. `place` is the name of the place the URL's location ids name; while
 * it is not known, the location counts as one filter.
 */
export function searchLabel(params: URLSearchParams, place?: string): string {
  let label = params.get('query')?.trim() || 'All jobs';
  const keys = new Set([...params.keys()].filter((k) => !NOT_FILTERS.includes(k)));
  const hasLocation = LOCATION_KEYS.some((k) => keys.has(k));
  for (const k of LOCATION_KEYS) keys.delete(k);
  if (hasLocation && place) label += ` in ${place}`;
  const filters = keys.size + (hasLocation && !place ? 1 : 0);
  return filters ? `${label} · ${filters} ${filters === 1 ? 'filter' : 'filters'}` : label;
}

/**
 * Puts the search first in the list (once), keeping the newest few, labelled with the place's
 * name when it is given. A bare /jobs is not kept.
 */
export function rememberSearch(
  params: URLSearchParams,
  place?: string,
  store: Pick<Storage, 'getItem' | 'setItem'> | null = storage(),
) {
  const sorted = new URLSearchParams(params);
  sorted.delete('sort_by');
  sorted.delete('after');
  if ([...sorted.keys()].length === 0) return;
  sorted.sort();
  const entry = { query_string: sorted.toString(), label: searchLabel(sorted, place) };
  const rest = recentSearches(store).filter((s) => s.query_string !== entry.query_string);
  try {
    store?.setItem(KEY, JSON.stringify([entry, ...rest].slice(0, RECENT_SEARCHES_KEPT)));
  } catch {
    // Storage full or blocked: the list is a convenience only.
  }
}
