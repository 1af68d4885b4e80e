import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toApiQuery } from '../search-state.ts';
import { hasPlace } from '../where.ts';
import { placeQuery } from '../where-queries.ts';

/**
 * The place the search URL names, as the Where box and the location chip show it. `known` is
 * false while its name loads (the server and the route loader have usually asked already).
 */
export function useUrlPlace(params: URLSearchParams) {
  const { country_id, region_id, city_id } = toApiQuery(params);
  const key = `${country_id ?? ''}/${region_id ?? ''}/${city_id ?? ''}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the ids
  const ids = useMemo(() => ({ country_id, region_id, city_id }), [key]);
  const named = hasPlace(ids);
  const label = useQuery({ ...placeQuery(ids), enabled: named });
  return {
    key,
    place: named ? (label.data ?? null) : null,
    known: !named || label.isSuccess || label.isError,
  };
}
