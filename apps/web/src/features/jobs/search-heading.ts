import { SEARCH_COUNT_CAP } from '@fitjobs/contract/display';
import type { PlaceItem } from '@fitjobs/contract/places';

// How the search page and the recent-search list name a place in words (issue 26 items 4 and 9,
// decision 0200). Plain code: the home page reads placeName for its recent searches.

/** The country a place is in, by name: a country's item is named "All New Zealand". */
function countryOf(place: PlaceItem): string {
  if (place.kind === 'country') return place.name.replace(/^All /, '');
  // A region's detail is its country; a city's is "Region, Country".
  return place.detail?.split(', ').at(-1) ?? '';
}

/** Short, as a person says it: "Auckland", "Canterbury", "New Zealand". */
export function placeName(place: PlaceItem): string {
  return place.kind === 'country' ? countryOf(place) : place.name;
}

/** With its country: "Wellington, New Zealand"; a country alone is its name. */
export function placeWithCountry(place: PlaceItem): string {
  const country = countryOf(place);
  return place.kind === 'country' || !country ? placeName(place) : `${place.name}, ${country}`;
}

/**
 * 'N jobs found for "query"', 'N+' past the count cap; then where: ' in Country {name}' for a
 * country alone (the spec's words), ' in Wellington, New Zealand' for a region or a city.
 */
export function resultHeading(
  total: number,
  query: string,
  where: { country?: string; place?: PlaceItem | null },
): string {
  const n = total >= SEARCH_COUNT_CAP ? `${total}+` : String(total);
  let text = `${n} ${total === 1 ? 'job' : 'jobs'} found`;
  if (query) text += ` for "${query}"`;
  if (where.place && where.place.kind !== 'country') text += ` in ${placeWithCountry(where.place)}`;
  else if (where.country) text += ` in Country ${where.country}`;
  return text;
}
