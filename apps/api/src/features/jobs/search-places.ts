/**
 * Place names in a query ("nurse auckland", "developer in sydney") become a location filter
 * (decision 0101). Recognised against the board's own countries, regions and cities; the place
 * must end the query, follow 'in', or be the whole query, and names that are also everyday words
 * ('Orange', 'Sale', 'Gore') count only after 'in'.
 */
export interface Place {
  name: string;
  country_id: number;
  region_id: number | null;
  city_id: number | null;
}

/** What the query said apart from the place, and the place. */
export interface PlaceInQuery {
  place: Place;
  rest: string;
}

export const ONLY_AFTER_IN = new Set(
  'orange sale moe gore bluff stoke emerald logan newman lincoln winton seddon alexandra katherine warwick kingston'.split(
    ' ',
  ),
);
const ALIASES: Record<string, string> = { nz: 'new zealand', nsw: 'new south wales', qld: 'queensland' };

/** Lower case without diacritics: 'Whangārei' and 'whangarei' are the same place. */
export const foldName = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The places to look for, broadest first so 'Auckland' means the region, not only the city. */
export function placeIndex(places: Place[]): Map<string, Place> {
  const rank = (p: Place) => (p.city_id ? 2 : p.region_id ? 1 : 0);
  const index = new Map<string, Place>();
  for (const p of [...places].sort((a, b) => rank(a) - rank(b))) {
    const key = foldName(p.name);
    if (!index.has(key)) index.set(key, p);
  }
  for (const [alias, name] of Object.entries(ALIASES)) {
    const p = index.get(name);
    if (p) index.set(alias, p);
  }
  return index;
}

/**
 * Finds the place a query names. Only plain queries qualify: with quotes, brackets or operators
 * the person is writing a precise query and the words are theirs.
 */
export function findPlace(query: string, index: Map<string, Place>): PlaceInQuery | null {
  if (/["()]/.test(query) || /(^|\s)((or|not)(\s|$)|-\S)/i.test(query)) return null;
  const words = query
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  const folded = words.map(foldName);
  const longest = 4;
  for (let start = 0; start < words.length; start++) {
    for (let len = Math.min(longest, words.length - start); len >= 1; len--) {
      const key = folded.slice(start, start + len).join(' ');
      const place = index.get(key);
      if (!place) continue;
      const afterIn = start > 0 && folded[start - 1] === 'in';
      const atEnd = start + len === words.length;
      const whole = start === 0 && atEnd;
      if (!(afterIn || ((atEnd || whole) && !ONLY_AFTER_IN.has(key)))) continue;
      const rest = [...words.slice(0, afterIn ? start - 1 : start), ...words.slice(start + len)].join(' ');
      return { place, rest };
    }
  }
  return null;
}
