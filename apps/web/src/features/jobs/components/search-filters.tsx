import {
  Education,
  Experience,
  FACET_SAMPLE,
  type FacetCounts,
  Schedule,
  WorkFormat,
} from '@fitjobs/contract';
import {
  Checkbox,
  Divider,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { formatAmount, label } from '../../../lib/format.ts';
import { Toggle } from '../../../lib/toggle.tsx';
import { jobFacetsQuery } from '../api.ts';
import {
  incomeOptions,
  PAY_TYPE_OPTIONS,
  payTypeOf,
  splitKeywords,
  TOGGLES,
  toApiQuery,
} from '../search-state.ts';
import { ClassificationFilter } from './classification-filter.tsx';
import { noMatches, withCount } from './facet-count.ts';
import { LocationFilter } from './location-filter.tsx';

export type UpdateParams = (change: (p: URLSearchParams) => void) => void;

const enumOptions = (group: string, values: readonly string[], chosen: string | null, counts?: FacetCounts) =>
  values.map((v) => ({
    value: v,
    label: withCount(label(group, v), counts, v),
    disabled: noMatches(counts, v, v === chosen),
  }));

const setOrDelete = (p: URLSearchParams, key: string, value: string | null | undefined) => {
  if (value) p.set(key, value);
  else p.delete(key);
};

/** Every filter of the search screen; each change rewrites the URL (the one source of state). */
export function SearchFilters({ params, update }: { params: URLSearchParams; update: UpdateParams }) {
  const excludeInUrl = params.getAll('exclude').join(', ');
  const [exclude, setExclude] = useState(excludeInUrl);
  useEffect(() => setExclude(excludeInUrl), [excludeInUrl]);
  const customInUrl = params.get('custom_income') ?? '';
  const [custom, setCustom] = useState<string | number>(customInUrl);
  useEffect(() => setCustom(customInUrl), [customInUrl]);
  const income = params.get('salary_selected_option') ?? '';
  const payType = payTypeOf(params);
  const num = (key: string) => (params.get(key) ? Number(params.get(key)) : null);
  const filters = useMemo(() => toApiQuery(params), [params]);
  const facets = useQuery(jobFacetsQuery(filters)).data;
  const capped = facets && Object.values(facets).some((f) => f.capped);

  const select = (
    key: string,
    group: string,
    values: readonly string[],
    title: string,
    counts?: FacetCounts,
  ) => (
    <Select
      label={title}
      placeholder="Any"
      data={enumOptions(group, values, params.get(key), counts)}
      value={params.get(key)}
      onChange={(v) => update((p) => setOrDelete(p, key, v))}
      clearable
    />
  );

  return (
    <Stack gap="md">
      {capped && (
        <Text size="xs" c="dimmed">
          Counts with a + are at least that many: they come from the first {formatAmount(FACET_SAMPLE)}{' '}
          matching jobs.
        </Text>
      )}
      <ClassificationFilter
        value={{ industryId: num('industry_id'), specializationId: num('specialization_id') }}
        facets={facets}
        onChange={(v) =>
          update((p) => {
            setOrDelete(p, 'industry_id', v.industryId ? String(v.industryId) : null);
            setOrDelete(p, 'specialization_id', v.specializationId ? String(v.specializationId) : null);
          })
        }
      />
      <Divider />
      <TextInput
        label="Exclude keywords"
        description="Comma-separated; press Enter to apply"
        value={exclude}
        onChange={(e) => setExclude(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          update((p) => {
            p.delete('exclude');
            for (const word of splitKeywords(exclude)) p.append('exclude', word);
          });
        }}
      />
      <Divider />
      <Select
        label="Pay"
        data={PAY_TYPE_OPTIONS.map((o) => ({ value: o.value || 'any', label: o.label }))}
        value={payType ?? 'any'}
        onChange={(v) =>
          update((p) => {
            setOrDelete(p, 'pay_type', v === 'any' ? null : v);
            // A figure chosen per year means nothing per hour, and the other way round.
            if ((v === 'hourly') !== (payType === 'hourly')) {
              p.delete('salary_selected_option');
              p.delete('custom_income');
            }
          })
        }
        allowDeselect={false}
      />
      <Select
        label="Income"
        data={incomeOptions(payType).map((o) => ({ value: o.value || 'any', label: o.label }))}
        value={income || 'any'}
        onChange={(v) =>
          update((p) => {
            setOrDelete(p, 'salary_selected_option', v === 'any' ? null : v);
            if (v !== 'custom') p.delete('custom_income');
          })
        }
        allowDeselect={false}
      />
      {income === 'custom' && (
        <NumberInput
          label="Custom income"
          description={
            payType === 'hourly' ? 'Per hour, press Enter to apply' : 'Yearly, press Enter to apply'
          }
          min={0}
          step={payType === 'hourly' ? 1 : 1000}
          decimalScale={2}
          thousandSeparator=","
          prefix="$"
          value={custom}
          onChange={setCustom}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            // Non-numeric is treated as no value (spec part 1, section 5).
            // NumberInput keeps '23.50' as text (its trailing zero): read the number it shows.
            const n = typeof custom === 'number' ? custom : Number(custom.replace(/,/g, '') || Number.NaN);
            update((p) =>
              // Cents count for an hourly floor ('23.50'); the API takes up to 2 decimal places.
              setOrDelete(
                p,
                'custom_income',
                Number.isFinite(n) && n > 0 ? String(Math.round(n * 100) / 100) : null,
              ),
            );
          }}
        />
      )}
      <Group justify="space-between">
        <SegmentedControl
          aria-label="Currency"
          data={[
            { value: 'nzd', label: 'NZD' },
            { value: 'aud', label: 'AUD' },
          ]}
          value={params.get('currency') ?? 'nzd'}
          onChange={(v) => update((p) => setOrDelete(p, 'currency', v === 'nzd' ? null : v))}
        />
      </Group>
      <Checkbox
        label="Only jobs with a salary"
        checked={params.get('salary_specified') === 'true'}
        onChange={(e) =>
          update((p) => setOrDelete(p, 'salary_specified', e.currentTarget.checked ? 'true' : null))
        }
      />
      <Divider />
      <LocationFilter
        value={{ countryId: num('country_id'), regionId: num('region_id'), cityId: num('city_id') }}
        counts={facets}
        onChange={(v) =>
          update((p) => {
            setOrDelete(p, 'country_id', v.countryId ? String(v.countryId) : null);
            setOrDelete(p, 'region_id', v.regionId ? String(v.regionId) : null);
            setOrDelete(p, 'city_id', v.cityId ? String(v.cityId) : null);
          })
        }
      />
      <Divider />
      {select('education', 'education', Education.options, 'Education', facets?.education)}
      {select('experience', 'experience', Experience.options, 'Experience', facets?.experience)}
      {select('schedule', 'schedule', Schedule.options, 'Schedule', facets?.schedule)}
      {select('work_format', 'work_format', WorkFormat.options, 'Work format', facets?.work_format)}
      <Divider />
      {TOGGLES.map((t) => (
        <Toggle
          key={t.key}
          label={t.label}
          checked={params.get(t.key) === 'true'}
          onChange={(e) => update((p) => setOrDelete(p, t.key, e.currentTarget.checked ? 'true' : null))}
        />
      ))}
    </Stack>
  );
}
