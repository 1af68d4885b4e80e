import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'react-toastify/unstyled';
import { Columns } from '../../../lib/columns.tsx';
import { citiesQuery, countriesQuery, regionsQuery } from '../api.ts';

export interface LocationValue {
  country_id: number | null;
  region_id: number | null;
  city_id: number | null;
}

interface Props {
  value: LocationValue;
  /** Choosing a country clears region and city; choosing a region clears the city. */
  onChange: (value: LocationValue) => void;
}

const options = (items: { id: number; name: string }[] | undefined) =>
  (items ?? []).map((i) => ({ value: String(i.id), label: i.name }));
const toId = (v: string | null) => (v ? Number(v) : null);

export function LocationFields({ value, onChange }: Props) {
  const countries = useQuery(countriesQuery);
  const regions = useQuery(regionsQuery(value.country_id));
  const cities = useQuery(citiesQuery(value.country_id, value.region_id));
  useEffect(() => {
    if (countries.isError) toast.error('Failed to load countries', { toastId: 'countries-failed' });
  }, [countries.isError]);

  return (
    <Columns cols={{ base: 1, sm: 3 }}>
      <Select
        label="Country"
        data={options(countries.data)}
        value={value.country_id === null ? null : String(value.country_id)}
        onChange={(v) => onChange({ country_id: toId(v), region_id: null, city_id: null })}
        clearable
        searchable
      />
      <Select
        label="Region"
        data={options(regions.data)}
        value={value.region_id === null ? null : String(value.region_id)}
        onChange={(v) => onChange({ ...value, region_id: toId(v), city_id: null })}
        disabled={value.country_id === null}
        clearable
        searchable
      />
      <Select
        label="City"
        data={options(cities.data)}
        value={value.city_id === null ? null : String(value.city_id)}
        onChange={(v) => onChange({ ...value, city_id: toId(v) })}
        disabled={value.region_id === null}
        clearable
        searchable
      />
    </Columns>
  );
}
