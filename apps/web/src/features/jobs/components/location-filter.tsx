import type { FacetCounts } from '@fitjobs/contract';
import { Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { citiesQuery, countriesQuery, regionsQuery } from '../api.ts';
import { withCount } from './facet-count.ts';

export interface LocationValue {
  countryId: number | null;
  regionId: number | null;
  cityId: number | null;
}

const options = (items: { id: number; name: string }[] | undefined, counts?: FacetCounts) =>
  (items ?? []).map((i) => ({ value: String(i.id), label: withCount(i.name, counts, i.id) }));
const toId = (v: string | null) => (v ? Number(v) : null);

/**
 * Country → region → city. Choosing a country clears region and city; a region clears the city.
 * With `counts`, each option shows its number of jobs for the search.
 */
export function LocationFilter({
  value,
  onChange,
  counts,
}: {
  value: LocationValue;
  onChange: (v: LocationValue) => void;
  counts?: { country_id: FacetCounts; region_id: FacetCounts; city_id: FacetCounts };
}) {
  const countries = useQuery(countriesQuery);
  const regions = useQuery({ ...regionsQuery(value.countryId ?? 0), enabled: value.countryId !== null });
  const cities = useQuery({
    ...citiesQuery(value.countryId ?? 0, value.regionId ?? 0),
    enabled: value.countryId !== null && value.regionId !== null,
  });
  return (
    <Stack gap="xs">
      <Select
        label="Country"
        placeholder="Any country"
        data={options(countries.data, counts?.country_id)}
        value={value.countryId ? String(value.countryId) : null}
        onChange={(v) => onChange({ countryId: toId(v), regionId: null, cityId: null })}
        clearable
        searchable
      />
      <Select
        label="Region"
        placeholder="Any region"
        data={options(regions.data, counts?.region_id)}
        value={value.regionId ? String(value.regionId) : null}
        onChange={(v) => onChange({ ...value, regionId: toId(v), cityId: null })}
        disabled={value.countryId === null}
        clearable
        searchable
      />
      <Select
        label="City"
        placeholder="Any city"
        data={options(cities.data, counts?.city_id)}
        value={value.cityId ? String(value.cityId) : null}
        onChange={(v) => onChange({ ...value, cityId: toId(v) })}
        disabled={value.regionId === null}
        clearable
        searchable
      />
    </Stack>
  );
}
