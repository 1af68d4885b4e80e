import { z } from 'zod';
import { RefId } from './common.ts';

/**
 * The "Where" box beside the keyword box (issue 17, decision 0160): suggestions over the board's
 * countries, regions and cities, and the place a search URL's ids name. A place fills the search's
 * country_id / region_id / city_id: a country alone, a region with its country, a city with both.
 */

export const PLACE_KINDS = ['country', 'region', 'city'] as const;
export const PlaceKind = z.enum(PLACE_KINDS);
export type PlaceKind = z.infer<typeof PlaceKind>;

/** At most this many suggestions per answer: what a phone shows without scrolling the list. */
export const PLACE_SUGGESTIONS_LIMIT = 8;
/** The longest place text accepted; the longest place name on the board is under 30 characters. */
export const PLACE_QUERY_MAX = 100;

export const PlaceItem = z.object({
  kind: PlaceKind,
  country_id: z.number().int(),
  region_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  /** What the box shows: "Auckland", "Canterbury", "All Australia". */
  name: z.string(),
  /** Where it is: "Auckland, New Zealand" for a city, "New Zealand" for a region, null for a country. */
  detail: z.string().nullable(),
});
export type PlaceItem = z.infer<typeof PlaceItem>;

/** POST /api/v1/locations/places.suggest: places whose name has a word starting with `q`. */
export const PlacesSuggestBody = z.object({
  q: z.string().trim().min(1, 'Type a place').max(PLACE_QUERY_MAX, `At most ${PLACE_QUERY_MAX} characters`),
});
export type PlacesSuggestBody = z.input<typeof PlacesSuggestBody>;

/**
 * POST /api/v1/locations/places.get: the place a search URL names, for the box and the chip. The
 * most specific id given wins (a URL may carry region_id alone); ids given must agree.
 */
export const PlacesGetBody = z
  .object({ country_id: RefId.optional(), region_id: RefId.optional(), city_id: RefId.optional() })
  .refine((b) => b.country_id !== undefined || b.region_id !== undefined || b.city_id !== undefined, {
    message: 'Give a country_id, region_id or city_id',
  });
export type PlacesGetBody = z.input<typeof PlacesGetBody>;
