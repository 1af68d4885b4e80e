import type { JobSearchFacets } from '@fitjobs/contract';
import { Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { industriesQuery } from '../api.ts';
import { withCount } from './facet-count.ts';

export interface ClassificationValue {
  industryId: number | null;
  specializationId: number | null;
}

const toId = (v: string | null) => (v ? Number(v) : null);

/** Classification (an industry), then its specialisations; each option with its job count. */
export function ClassificationFilter({
  value,
  facets,
  onChange,
}: {
  value: ClassificationValue;
  facets: JobSearchFacets | undefined;
  onChange: (v: ClassificationValue) => void;
}) {
  const industries = useQuery(industriesQuery);
  const all = industries.data ?? [];
  const top = all
    .filter((i) => i.parent_id === null)
    .map((i) => ({ value: String(i.id), label: withCount(i.name, facets?.industry_id, i.id) }));
  const specialisations = all
    .filter((i) => value.industryId !== null && i.parent_id === value.industryId)
    .map((i) => ({ value: String(i.id), label: withCount(i.name, facets?.specialization_id, i.id) }));
  return (
    <Stack gap="xs">
      <Select
        label="Classification"
        placeholder="Any classification"
        data={top}
        value={value.industryId ? String(value.industryId) : null}
        onChange={(v) => onChange({ industryId: toId(v), specializationId: null })}
        error={industries.isError ? 'Could not load the classifications' : undefined}
        clearable
        searchable
      />
      <Select
        label="Specialisation"
        placeholder="Any specialisation"
        data={specialisations}
        value={value.specializationId ? String(value.specializationId) : null}
        onChange={(v) => onChange({ ...value, specializationId: toId(v) })}
        disabled={value.industryId === null}
        clearable
        searchable
      />
    </Stack>
  );
}
