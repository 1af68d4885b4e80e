import type { Industry } from '@fitjobs/contract';
import { Combobox, TextInput, useCombobox } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { industriesQuery } from '../api.ts';

/** Suggestions start at 2 typed characters and show at most 10 (spec part 1, section 5). */
const MIN_CHARS = 2;
const MAX_SUGGESTIONS = 10;

interface Props {
  label: string;
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  /** industry: non-leaf entries; specialization: leaf entries under parentId. */
  mode: 'industry' | 'specialization';
  parentId?: number | null;
  error?: string;
}

/** The hierarchy as a path joined with an arrow: 'Health → Fitness'. */
function pathOf(industry: Industry, byId: Map<number, Industry>): string {
  const names = [industry.name];
  let parent = industry.parent_id === null ? undefined : byId.get(industry.parent_id);
  while (parent && names.length < 10) {
    names.unshift(parent.name);
    parent = parent.parent_id === null ? undefined : byId.get(parent.parent_id);
  }
  return names.join(' → ');
}

export function IndustrySelect({ label, value, onChange, mode, parentId, error }: Props) {
  const industries = useQuery(industriesQuery);
  useEffect(() => {
    if (industries.isError) toast.error('Failed to load industries', { toastId: 'industries-failed' });
  }, [industries.isError]);
  const byId = useMemo(() => new Map((industries.data ?? []).map((i) => [i.id, i])), [industries.data]);
  const selected = value == null ? undefined : byId.get(value);
  const [search, setSearch] = useState('');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  // Show the chosen entry's path whenever the value (or the loaded list) changes.
  useEffect(() => {
    setSearch(selected ? pathOf(selected, byId) : '');
  }, [selected, byId]);

  const candidates = (industries.data ?? []).filter((i) =>
    mode === 'industry' ? !i.is_leaf : i.is_leaf && (parentId == null || i.parent_id === parentId),
  );
  const needle = search.trim().toLowerCase();
  const matches =
    needle.length < MIN_CHARS
      ? []
      : candidates.filter((i) => pathOf(i, byId).toLowerCase().includes(needle)).slice(0, MAX_SUGGESTIONS);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const picked = byId.get(Number(id));
        onChange(picked ? picked.id : null);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder="Type at least 2 letters"
          value={search}
          error={error}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            if (value != null) onChange(null);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setSearch(selected ? pathOf(selected, byId) : search);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={matches.length === 0}>
        <Combobox.Options>
          {matches.map((i) => (
            <Combobox.Option value={String(i.id)} key={i.id}>
              {pathOf(i, byId)}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
