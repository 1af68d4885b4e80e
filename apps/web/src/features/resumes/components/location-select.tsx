import { Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { citiesQuery, countriesQuery, regionsQuery } from '../api.ts';

export interface LocationValue {
  country_id: number | null;
  region_id: number | null;
  city_id: number | null;
}

interface Props {
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  required?: boolean;
  errors?: { country?: string | undefined; city?: string | undefined };
  onBlur?: () => void;
}

const options = (items: { id: number; name: string }[] | undefined) =>
  (items ?? []).map((i) => ({ value: String(i.id), label: i.name }));
const toId = (v: string | null) => (v ? Number(v) : null);

/** Country, then region, then city; choosing a parent clears the children. */
export function LocationSelect({ value, onChange, required, errors, onBlur }: Props) {
  const countries = useQuery(countriesQuery);
  const regions = useQuery({ ...regionsQuery(value.country_id ?? 0), enabled: value.country_id !== null });
  const cities = useQuery({
    ...citiesQuery(value.country_id ?? 0, value.region_id ?? 0),
    enabled: value.country_id !== null && value.region_id !== null,
  });
  return (
    <Stack gap="sm">
      <Select
        label="Country"
        placeholder="Select country"
        required={required}
        data={options(countries.data)}
        value={value.country_id === null ? null : String(value.country_id)}
        onChange={(v) => onChange({ country_id: toId(v), region_id: null, city_id: null })}
        error={errors?.country ?? (countries.isError ? 'Failed to load countries' : undefined)}
        onBlur={onBlur}
        searchable
        clearable={!required}
      />
      <Select
        label="Region"
        placeholder={value.country_id === null ? 'Select a country first' : 'Select region'}
        data={options(regions.data)}
        value={value.region_id === null ? null : String(value.region_id)}
        onChange={(v) => onChange({ ...value, region_id: toId(v), city_id: null })}
        disabled={value.country_id === null}
        onBlur={onBlur}
        searchable
        clearable
      />
      <Select
        label="City"
        placeholder={value.region_id === null ? 'Select a region first' : 'Select city'}
        required={required}
        data={options(cities.data)}
        value={value.city_id === null ? null : String(value.city_id)}
        onChange={(v) => onChange({ ...value, city_id: toId(v) })}
        disabled={value.region_id === null}
        error={errors?.city}
        onBlur={onBlur}
        searchable
        clearable={!required}
      />
    </Stack>
  );
}
