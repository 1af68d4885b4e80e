import type { AlertFrequency, SavedSearch } from '@fitjobs/contract';
import {
  ActionIcon,
  Anchor,
  Badge,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  Stack,
  Switch,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { formatDate, newJobsLabel } from '../../../lib/format.ts';
import { markSavedSearchSeen } from '../api.ts';
import type { NewJobsState } from './new-jobs-note.tsx';

// The controls of one saved search, shared by the table (wide screens) and the cards (phones).

export interface SavedSearchChange {
  search: SavedSearch;
  name?: string;
  notify?: boolean;
  frequency?: AlertFrequency;
}
export type UpdateSavedSearches = (changes: SavedSearchChange[]) => Promise<void>;

/** Daily is the spec's; instant e-mails within minutes of a new job, at most once an hour. */
export const FREQUENCY_OPTIONS: { value: AlertFrequency; label: string }[] = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'instant', label: 'Instant' },
];

/**
 * A link that opens the search's results: newest first when jobs are new, so they lead the list,
 * and the search counts from now on (decision 0207).
 */
function OpenSearch({ search, children }: { search: SavedSearch; children: ReactNode }) {
  const queryClient = useQueryClient();
  const params = new URLSearchParams(search.query_string);
  if (search.new_count > 0) params.set('sort_by', 'updated_desc');
  const state: NewJobsState | undefined = search.new_count > 0 ? { newJobs: search.new_count } : undefined;
  const seen = async () => {
    try {
      await markSavedSearchSeen(search.id);
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['saved-searches'] });
      await queryClient.invalidateQueries({ queryKey: ['counters'] });
    }
  };
  return (
    <Anchor component={Link} to={`/jobs?${params}`} state={state} onClick={() => void seen()}>
      {children}
    </Anchor>
  );
}

/** "3 new since you last looked", opening the search at them; nothing when none are new. */
export function NewJobsLink({ search }: { search: SavedSearch }) {
  if (search.new_count === 0) return null;
  return (
    <OpenSearch search={search}>
      <Badge variant="light" style={{ cursor: 'pointer' }}>
        {newJobsLabel(search.new_count)}
      </Badge>
      <VisuallyHidden component="span"> since you last looked: {search.name}</VisuallyHidden>
    </OpenSearch>
  );
}

export function NameCell({
  search,
  onRename,
}: {
  search: SavedSearch;
  onRename: (name: string) => Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(search.name);
  if (!editing) {
    return (
      <Group gap={4} wrap="nowrap">
        <OpenSearch search={search}>{search.name}</OpenSearch>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={`Rename ${search.name}`}
          onClick={() => setEditing(true)}
        >
          <IconPencil size={14} />
        </ActionIcon>
      </Group>
    );
  }
  const commit = async () => {
    if (name.trim() && name.trim() !== search.name) await onRename(name.trim());
    setEditing(false);
  };
  return (
    <Group gap={4} wrap="nowrap">
      <TextInput
        size="xs"
        aria-label="Search name"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void commit();
          if (e.key === 'Escape') setEditing(false);
        }}
        autoFocus
      />
      <ActionIcon variant="subtle" size="sm" aria-label="Save name" onClick={() => void commit()}>
        <IconCheck size={14} />
      </ActionIcon>
      <ActionIcon variant="subtle" size="sm" aria-label="Cancel rename" onClick={() => setEditing(false)}>
        <IconX size={14} />
      </ActionIcon>
    </Group>
  );
}

/** What the confirmation says the alert is now: 'Alerts for "nurse" now arrive weekly.' */
export function frequencyConfirmation(name: string, frequency: AlertFrequency): string {
  const how = frequency === 'instant' ? 'within minutes of a new job' : frequency;
  return `Alerts for "${name}" now arrive ${how}.`;
}

export function AlertSwitch({ search, update }: { search: SavedSearch; update: UpdateSavedSearches }) {
  return (
    <Switch
      aria-label={`New-job alerts for ${search.name}`}
      checked={search.notify_by_email}
      onChange={(e) => void update([{ search, notify: e.currentTarget.checked }])}
    />
  );
}

export function FrequencySelect({ search, update }: { search: SavedSearch; update: UpdateSavedSearches }) {
  return (
    <NativeSelect
      size="xs"
      w={110}
      aria-label={`How often to e-mail ${search.name}`}
      data={FREQUENCY_OPTIONS}
      value={search.frequency}
      disabled={!search.notify_by_email}
      onChange={(e) => void update([{ search, frequency: e.currentTarget.value as AlertFrequency }])}
    />
  );
}

/** One saved search on a phone: a card, every control in view, nothing scrolling sideways. */
export function SavedSearchCard({
  search,
  selected,
  onSelect,
  update,
}: {
  search: SavedSearch;
  selected: boolean;
  onSelect: () => void;
  update: UpdateSavedSearches;
}) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid="saved-search-card">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Checkbox aria-label={`Select ${search.name}`} checked={selected} onChange={onSelect} mt={2} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <NameCell search={search} onRename={(name) => update([{ search, name }])} />
            <Group gap="xs">
              <Text fz="xs" c="dimmed">
                Saved {formatDate(search.created_at)}
              </Text>
              <NewJobsLink search={search} />
            </Group>
          </Stack>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <AlertSwitch search={search} update={update} />
            <Text fz="sm">New-job alerts</Text>
          </Group>
          <FrequencySelect search={search} update={update} />
        </Group>
      </Stack>
    </Card>
  );
}
