import { Badge, Button, CloseButton, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ResumeSearchParams } from '../api.ts';
import { LocationSelect } from './location-select.tsx';
import { splitKeywords } from './search-state.ts';

interface Props {
  state: ResumeSearchParams;
  onChange: (next: ResumeSearchParams) => void;
  onClear: () => void;
  /** The mobile modal uses the short sort labels. */
  compact?: boolean;
}

export function ResumeFilters({ state, onChange, onClear, compact }: Props) {
  const [exclude, setExclude] = useState('');
  const addExclusions = () => {
    const terms = splitKeywords(exclude).filter((t) => !state.exclude.includes(t));
    setExclude('');
    if (terms.length > 0) onChange({ ...state, exclude: [...state.exclude, ...terms] });
  };
  return (
    <Stack gap="md">
      <Select
        label="Sort"
        allowDeselect={false}
        data={[
          { value: 'relevance', label: compact ? 'Relevance' : 'Sort by relevance' },
          { value: 'created_desc', label: compact ? 'Date posted' : 'Sort by date' },
        ]}
        value={state.sort_by}
        onChange={(v) => onChange({ ...state, sort_by: v === 'created_desc' ? 'created_desc' : 'relevance' })}
      />
      <Stack gap={6}>
        <TextInput
          label="Exclude keywords"
          description="Comma-separated; press Enter to apply"
          placeholder="e.g. manager, sales"
          value={exclude}
          onChange={(e) => setExclude(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            addExclusions();
          }}
        />
        {state.exclude.length > 0 ? (
          <Group gap={6}>
            {state.exclude.map((term) => (
              <Badge
                key={term}
                variant="light"
                color="red"
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={`Stop excluding ${term}`}
                    onClick={() => onChange({ ...state, exclude: state.exclude.filter((t) => t !== term) })}
                  />
                }
              >
                {term}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Stack>
      <LocationSelect
        value={{
          country_id: state.country_id ?? null,
          region_id: state.region_id ?? null,
          city_id: state.city_id ?? null,
        }}
        onChange={(v) =>
          onChange({
            ...state,
            country_id: v.country_id ?? undefined,
            region_id: v.region_id ?? undefined,
            city_id: v.city_id ?? undefined,
          })
        }
      />
      <Switch
        label="Eligible to work in New Zealand"
        checked={state.eligible_to_work_in_nz}
        onChange={(e) => onChange({ ...state, eligible_to_work_in_nz: e.currentTarget.checked })}
      />
      <Switch
        label="Can work in Australia"
        checked={state.can_work_in_au}
        onChange={(e) => onChange({ ...state, can_work_in_au: e.currentTarget.checked })}
      />
      <Button variant="subtle" onClick={onClear}>
        Clear filters
      </Button>
    </Stack>
  );
}
