import type { PlaceItem } from '@fitjobs/contract/places';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { ServerCall } from '../../lib/server-render.ts';
import { hasPlace, NO_PLACE_MESSAGE, PLACE_LOOKUP_FAILED, type PlaceIds, type WhereState } from './where.ts';

// The Where box's calls: the place a search URL names, and suggestions for what was typed. The
// home page loads this module when the box is first used or the hero submits (decision 0160).

const SUGGEST = '/api/v1/locations/places.suggest';
const GET = '/api/v1/locations/places.get';
const schemas = async () => {
  const [{ PlaceItem }, { item, list }] = await Promise.all([
    import('@fitjobs/contract/places'),
    import('@fitjobs/contract/common'),
  ]);
  return { one: item(PlaceItem), many: list(PlaceItem) };
};

/** The body of places.get: the ids present, nothing else (a place item has more fields). */
const idsOf = (ids: PlaceIds) => ({
  country_id: ids.country_id ?? undefined,
  region_id: ids.region_id ?? undefined,
  city_id: ids.city_id ?? undefined,
});

/** The place the URL names, for the box and the chip ("Canterbury" for ?region_id=2). */
export const placeQuery = (ids: PlaceIds) =>
  queryOptions({
    queryKey: ['locations', 'place', ids.country_id ?? null, ids.region_id ?? null, ids.city_id ?? null],
    queryFn: async () => (await api.post(GET, idsOf(ids), (await schemas()).one)).item,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Places for what was typed (trimmed), best first. */
export const placeSuggestionsQuery = (text: string) =>
  queryOptions({
    queryKey: ['locations', 'suggest', text.toLowerCase()],
    queryFn: async () => (await api.post(SUGGEST, { q: text }, (await schemas()).many)).items,
    staleTime: 10 * 60_000,
  });

/** A chosen place goes into the cache, so the search page names it without asking. */
export function rememberPlace(client: QueryClient, place: PlaceItem): void {
  client.setQueryData(placeQuery(place).queryKey, place);
}

/**
 * The place a search should use: none for an empty box, the chosen one, else the best suggestion
 * for the text. When the text names no place, or the lookup fails, what the box says instead (and
 * nothing is searched).
 */
export async function resolveWhere(
  client: QueryClient,
  where: WhereState,
): Promise<{ place: PlaceItem | null } | { error: string }> {
  const text = where.text.trim();
  if (!text) return { place: null };
  if (where.place && where.place.name === text) return { place: where.place };
  const suggestions = await client.fetchQuery(placeSuggestionsQuery(text)).catch(() => null);
  if (!suggestions) return { error: PLACE_LOOKUP_FAILED };
  const best = suggestions[0];
  if (!best) return { error: NO_PLACE_MESSAGE };
  rememberPlace(client, best);
  return { place: best };
}

/** The server draws /jobs with its place named in the box (no text arriving after hydration). */
export async function prefillPlace(client: QueryClient, ids: PlaceIds, call: ServerCall): Promise<void> {
  if (!hasPlace(ids)) return;
  const { one } = await schemas();
  try {
    client.setQueryData(placeQuery(ids).queryKey, one.parse(await call('POST', GET, idsOf(ids))).item);
  } catch {
    // Ids that name no place (a stale link): the page is drawn with an empty box.
  }
}
