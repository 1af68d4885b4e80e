import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { Columns } from '../../../lib/columns.tsx';
import { industriesQuery } from '../api.ts';
import type { BasicsValues } from './wizard-values.ts';

/** Industry (top level) and specialisation (its children); changing the industry clears the specialisation. */
export function IndustryFields({ form }: { form: UseFormReturn<BasicsValues> }) {
  const { watch, setValue } = form;
  const industryId = watch('industry_id');
  const specializationId = watch('specialization_id');
  const industries = useQuery(industriesQuery);
  const all = industries.data ?? [];
  const top = all.filter((i) => i.parent_id === null).map((i) => ({ value: String(i.id), label: i.name }));
  const children = all
    .filter((i) => industryId && i.parent_id === industryId)
    .map((i) => ({ value: String(i.id), label: i.name }));
  return (
    <Columns cols={{ base: 1, sm: 2 }}>
      <Select
        label="Industry"
        data={top}
        value={industryId ? String(industryId) : null}
        onChange={(v) => {
          setValue('industry_id', v ? Number(v) : null, { shouldDirty: true });
          setValue('specialization_id', null, { shouldDirty: true });
        }}
        searchable
        clearable
        error={industries.isError ? 'Failed to load industries' : undefined}
      />
      <Select
        label="Specialisation"
        data={children}
        value={specializationId ? String(specializationId) : null}
        onChange={(v) => setValue('specialization_id', v ? Number(v) : null, { shouldDirty: true })}
        disabled={!industryId || children.length === 0}
        searchable
        clearable
      />
    </Columns>
  );
}
