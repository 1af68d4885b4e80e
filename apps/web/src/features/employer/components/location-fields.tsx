import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { Columns } from '../../../lib/columns.tsx';
import { citiesQuery, countriesQuery, regionsQuery } from '../api.ts';
import type { BasicsValues } from './wizard-values.ts';

const toData = (items: { id: number; name: string }[] | undefined) =>
  (items ?? []).map((i) => ({ value: String(i.id), label: i.name }));
const toId = (v: string | null) => (v ? Number(v) : null);

/** Country, region, city: choosing a country clears region and city; choosing a region clears the city. */
export function LocationFields({ form }: { form: UseFormReturn<BasicsValues> }) {
  const { watch, setValue } = form;
  const countryId = watch('country_id');
  const regionId = watch('region_id');
  const cityId = watch('city_id');
  const countries = useQuery(countriesQuery);
  const regions = useQuery(regionsQuery(countryId));
  const cities = useQuery(citiesQuery(countryId, regionId));
  const set = (name: 'country_id' | 'region_id' | 'city_id', v: number | null) =>
    setValue(name, v, { shouldDirty: true });
  return (
    <Columns cols={{ base: 1, sm: 3 }}>
      <Select
        label="Country"
        data={toData(countries.data)}
        value={countryId ? String(countryId) : null}
        onChange={(v) => {
          set('country_id', toId(v));
          set('region_id', null);
          set('city_id', null);
        }}
        searchable
        clearable
      />
      <Select
        label="Region"
        data={toData(regions.data)}
        value={regionId ? String(regionId) : null}
        onChange={(v) => {
          set('region_id', toId(v));
          set('city_id', null);
        }}
        disabled={!countryId}
        searchable
        clearable
      />
      <Select
        label="City"
        data={toData(cities.data)}
        value={cityId ? String(cityId) : null}
        onChange={(v) => set('city_id', toId(v))}
        disabled={!regionId}
        searchable
        clearable
      />
    </Columns>
  );
}
