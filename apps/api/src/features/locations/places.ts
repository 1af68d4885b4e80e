import type { PlaceItem } from '@fitjobs/contract';

/**
 * Suggestions for the "Where" box over the board's few hundred places, held in memory
 * (decision 0160). A place matches when the typed text starts one of its words ("auck",
 * "new ply", "aus" for "South Australia"); an exact name ranks first, then names that start with
 * the text, then the rest; within each, countries before regions before cities, and then the
 * bigger place first (a region counts its cities' people): "auck" is the whole of Auckland, then
 * the city, and "new" is All New Zealand before New Plymouth and New Norfolk.
 */

export interface PlaceRecord extends PlaceItem {
  population: number;
}

interface Entry {
  item: PlaceItem;
  population: number;
  /** Folded texts the place answers to: its name, "all australia", and abbreviations. */
  keys: string[];
  /** Folded "region country" for a city, "country" for a region: what follows a comma. */
  detail: string;
}

export interface PlaceIndex {
  entries: Entry[];
  byKind: Record<PlaceItem['kind'], Map<number, Entry>>;
}

/** Abbreviations people type for the bigger places. */
const ALIASES: Record<string, string[]> = {
  'new zealand': ['nz', 'aotearoa'],
  australia: ['au', 'aus'],
  'new south wales': ['nsw'],
  queensland: ['qld'],
  victoria: ['vic'],
  'western australia': ['wa'],
  'south australia': ['sa'],
  tasmania: ['tas'],
  'australian capital territory': ['act'],
  'northern territory': ['nt'],
};

/** Lower case, no diacritics or apostrophes, other punctuation as spaces: "Hawke's Bay" is "hawkes bay". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function buildPlaceIndex(records: PlaceRecord[]): PlaceIndex {
  const byKind: PlaceIndex['byKind'] = { country: new Map(), region: new Map(), city: new Map() };
  const entries = records.map(({ population, ...item }) => {
    const names = item.kind === 'country' ? [item.name, item.name.replace(/^All /, '')] : [item.name];
    const folded = names.map(fold);
    const keys = [...new Set([...folded, ...folded.flatMap((n) => ALIASES[n] ?? [])])];
    const entry: Entry = { item, population, keys, detail: fold(item.detail ?? '') };
    const id =
      item.kind === 'country' ? item.country_id : item.kind === 'region' ? item.region_id : item.city_id;
    if (id !== null) byKind[item.kind].set(id, entry);
    return entry;
  });
  return { entries, byKind };
}

const BREADTH: Record<PlaceItem['kind'], number> = { country: 0, region: 1, city: 2 };

/** 0: the whole key, 1: the start of the key, 2: the start of a later word, null: no match. */
function tier(key: string, text: string): number | null {
  if (key === text) return 0;
  if (key.startsWith(text)) return 1;
  return key.includes(` ${text}`) ? 2 : null;
}

const startsAWord = (haystack: string, text: string) =>
  haystack.startsWith(text) || haystack.includes(` ${text}`);

/** Up to `limit` places for what was typed; "christchurch, canterbury" narrows by what follows the comma. */
export function suggestPlaces(index: PlaceIndex, typed: string, limit: number): PlaceItem[] {
  const [namePart = '', ...rest] = typed.split(',');
  const text = fold(namePart);
  const within = fold(rest.join(' '));
  if (!text) return [];
  const ranked: { entry: Entry; tier: number }[] = [];
  for (const entry of index.entries) {
    if (within && !startsAWord(entry.detail, within)) continue;
    let best: number | null = null;
    for (const key of entry.keys) {
      const t = tier(key, text);
      if (t !== null && (best === null || t < best)) best = t;
    }
    if (best !== null) ranked.push({ entry, tier: best });
  }
  ranked.sort(
    (a, b) =>
      a.tier - b.tier ||
      BREADTH[a.entry.item.kind] - BREADTH[b.entry.item.kind] ||
      b.entry.population - a.entry.population ||
      a.entry.item.name.localeCompare(b.entry.item.name, 'en-NZ'),
  );
  return ranked.slice(0, limit).map((r) => r.entry.item);
}

/** The place a search URL's ids name: the most specific id given, when the others agree with it. */
export function placeOfIds(
  index: PlaceIndex,
  ids: { country_id?: number; region_id?: number; city_id?: number },
): PlaceItem | null {
  const entry =
    ids.city_id !== undefined
      ? index.byKind.city.get(ids.city_id)
      : ids.region_id !== undefined
        ? index.byKind.region.get(ids.region_id)
        : ids.country_id !== undefined
          ? index.byKind.country.get(ids.country_id)
          : undefined;
  if (!entry) return null;
  const { item } = entry;
  if (ids.country_id !== undefined && ids.country_id !== item.country_id) return null;
  if (ids.region_id !== undefined && ids.region_id !== item.region_id) return null;
  return item;
}
