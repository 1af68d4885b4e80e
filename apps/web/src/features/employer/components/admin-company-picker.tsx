import { type AdminCompanyItem, COMPANY_SEARCH_MIN_CHARS } from '@fitjobs/contract';
import { Button, Combobox, Group, Loader, Stack, Switch, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { searchCompanies, updateCompanyFlags } from '../api.ts';

/** Company search (from 3 letters, 300 ms debounce), then Post Job and the moderation flags of the pick. */
export function AdminCompanyPicker() {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const [picked, setPicked] = useState<AdminCompanyItem | null>(null);
  const combobox = useCombobox();
  const searching = !picked && debounced.length >= COMPANY_SEARCH_MIN_CHARS;
  const results = useQuery({
    queryKey: ['admin', 'company-search', debounced],
    queryFn: () => searchCompanies(debounced),
    enabled: searching,
  });
  useEffect(() => {
    if (results.isError) toast.error('Failed to search companies', AREA_TOAST);
  }, [results.isError]);
  // Fewer than 3 letters clears the results.
  const items = searching && text.trim().length >= COMPANY_SEARCH_MIN_CHARS ? (results.data ?? []) : [];
  useEffect(() => {
    if (items.length > 0) combobox.openDropdown();
    else combobox.closeDropdown();
  }, [items.length, combobox]);

  const setFlag = async (flag: 'accredited' | 'verified', value: boolean) => {
    if (!picked) return;
    try {
      setPicked(await updateCompanyFlags(picked.id, { [flag]: value }));
    } catch {
      toast.error('Failed to update company', AREA_TOAST);
    }
  };

  return (
    <Stack>
      <Combobox
        store={combobox}
        onOptionSubmit={(id) => {
          const company = items.find((c) => c.id === id);
          if (!company) return;
          setPicked(company);
          setText(company.name);
          combobox.closeDropdown();
        }}
      >
        <Combobox.Target>
          <TextInput
            label="Company"
            placeholder="Type at least 3 letters"
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setPicked(null); // editing the text clears the selection
            }}
            onFocus={() => items.length > 0 && combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            rightSection={results.isFetching ? <Loader size="xs" /> : null}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={items.length === 0}>
          <Combobox.Options aria-label="Companies">
            {items.map((c) => (
              <Combobox.Option value={c.id} key={c.id}>
                {c.name}
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {searching && results.isSuccess && items.length === 0 && text.trim() === debounced && (
        <span role="status">No companies found</span>
      )}
      <Group>
        {picked ? (
          <Button component={Link} to={`/admin/create-job?company_id=${picked.id}`}>
            Post Job
          </Button>
        ) : (
          <Button disabled>Post Job</Button>
        )}
      </Group>
      {picked && (
        <Group>
          <Switch
            label="Accredited employer"
            checked={picked.accredited}
            onChange={(e) => void setFlag('accredited', e.currentTarget.checked)}
          />
          <Switch
            label="Verified company"
            checked={picked.verified}
            onChange={(e) => void setFlag('verified', e.currentTarget.checked)}
          />
        </Group>
      )}
    </Stack>
  );
}
