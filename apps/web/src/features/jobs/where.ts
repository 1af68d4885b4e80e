import type { PlaceItem } from '@fitjobs/contract/places';

// The "Where" box (issue 17, decision 0160): what the box holds and how a place sits in the search
// URL. Part of the home page's first download: plain code only, the calls are in where-queries.ts.

/** The search URL's location, as its country_id / region_id / city_id say. */
export interface PlaceIds {
  country_id?: number | null;
  region_id?: number | null;
  city_id?: number | null;
}

/** What the box holds: the text, and the place it names once one is chosen from the list. */
export interface WhereState {
  text: string;
  place: PlaceItem | null;
}
export const NOWHERE: WhereState = { text: '', place: null };

export const NO_PLACE_MESSAGE = 'No matching places: try a city, region or country';
export const PLACE_LOOKUP_FAILED = 'We could not look up places. Please try again.';

const LOCATION_KEYS = ['country_id', 'region_id', 'city_id'] as const;

export const hasPlace = (ids: PlaceIds) => Boolean(ids.country_id || ids.region_id || ids.city_id);

/** Sets exactly the levels the side filter reads (country; country and region; all three). */
export function setPlaceParams(params: URLSearchParams, place: PlaceItem | null): void {
  for (const key of LOCATION_KEYS) params.delete(key);
  if (!place) return;
  params.set('country_id', String(place.country_id));
  if (place.region_id !== null) params.set('region_id', String(place.region_id));
  if (place.city_id !== null) params.set('city_id', String(place.city_id));
}
