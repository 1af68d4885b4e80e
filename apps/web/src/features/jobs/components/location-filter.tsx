import { Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { citiesQuery, countriesQuery, regionsQuery } from '../api.ts';

export interface LocationValue {
  countryId: number | null;
  regionId: number | null;
  cityId: number | null;
}

const options = (items: { id: number; name: string }[] | undefined) =>
  (items ?? []).map((i) => ({ value: String(i.id), label: i.name }));
const toId = (v: string | null) => (v ? Number(v) : null);

/** Country → region → city. Choosing a country clears region and city; a region clears the city. */
export function LocationFilter({
  value,
  onChange,
}: {
  value: LocationValue;
  onChange: (v: LocationValue) => void;
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
        data={options(countries.data)}
        value={value.countryId ? String(value.countryId) : null}
        onChange={(v) => onChange({ countryId: toId(v), regionId: null, cityId: null })}
        clearable
        searchable
      />
      <Select
        label="Region"
        placeholder="Any region"
        data={options(regions.data)}
        value={value.regionId ? String(value.regionId) : null}
        onChange={(v) => onChange({ ...value, regionId: toId(v), cityId: null })}
        disabled={value.countryId === null}
        clearable
        searchable
      />
      <Select
        label="City"
        placeholder="Any city"
        data={options(cities.data)}
        value={value.cityId ? String(value.cityId) : null}
        onChange={(v) => onChange({ ...value, cityId: toId(v) })}
        disabled={value.regionId === null}
        clearable
        searchable
      />
    </Stack>
  );
}
