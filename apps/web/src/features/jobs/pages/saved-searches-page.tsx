import type { AlertFrequency, SavedSearch } from '@fitjobs/contract';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { RequireRole } from '../../../app/require-role.tsx';
import { BRAND } from '../../../lib/brand.ts';
import { formatDate } from '../../../lib/format.ts';
import { deleteSavedSearches, savedSearchesQuery, updateSavedSearch } from '../api.ts';

/** Daily is the spec's; instant e-mails within minutes of a new job, at most once an hour. */
const FREQUENCY_OPTIONS: { value: AlertFrequency; label: string }[] = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'instant', label: 'Instant' },
];

function NameCell({ search, onRename }: { search: SavedSearch; onRename: (name: string) => Promise<void> }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(search.name);
  if (!editing) {
    return (
      <Group gap={4} wrap="nowrap">
        <Anchor component={Link} to={`/jobs?${search.query_string}`}>
          {search.name}
        </Anchor>
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

function SavedSearches() {
  const searches = useQuery(savedSearchesQuery);
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, confirm] = useDisclosure(false);
  const items = searches.data ?? [];
  const allSelected = items.length > 0 && items.every((s) => selected.has(s.id));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['saved-searches'] });

  const update = async (
    changes: { search: SavedSearch; name?: string; notify?: boolean; frequency?: AlertFrequency }[],
  ) => {
    try {
      for (const c of changes) {
        await updateSavedSearch({
          id: c.search.id,
          name: c.name ?? c.search.name,
          notify_by_email: c.notify ?? c.search.notify_by_email,
          frequency: c.frequency,
        });
      }
    } catch {
      toast.error('Could not update saved search.');
    }
    await refresh();
  };
  const setNotify = (notify: boolean) =>
    update(items.filter((s) => selected.has(s.id)).map((search) => ({ search, notify })));
  const remove = async () => {
    try {
      await deleteSavedSearches([...selected]);
      setSelected(new Set());
    } catch {
      toast.error('Could not delete saved searches.');
    }
    confirm.close();
    await refresh();
  };
  const toggle = (id: string) =>
    setSelected((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Stack gap="md" maw={960}>
      <title>{`Saved searches | ${BRAND}`}</title>
      <Title order={1}>Saved searches</Title>
      {searches.isPending && <Loader aria-label="Loading saved searches" />}
      {searches.isError && <Alert color="red">Could not load saved searches.</Alert>}
      {searches.isSuccess && items.length === 0 && (
        <Text c="dimmed">
          No saved searches yet. Run a{' '}
          <Anchor component={Link} to="/jobs" underline="always">
            job search
          </Anchor>{' '}
          and choose 'Save this search' to get new jobs by e-mail.
        </Text>
      )}
      {items.length > 0 && (
        <>
          <Group gap="sm">
            <Checkbox
              label="Select all"
              checked={allSelected}
              indeterminate={selected.size > 0 && !allSelected}
              onChange={() => setSelected(allSelected ? new Set() : new Set(items.map((s) => s.id)))}
            />
            <Button
              size="xs"
              variant="default"
              disabled={selected.size === 0}
              onClick={() => void setNotify(true)}
            >
              Subscribe
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={selected.size === 0}
              onClick={() => void setNotify(false)}
            >
              Unsubscribe
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              disabled={selected.size === 0}
              onClick={confirm.open}
            >
              Delete
            </Button>
          </Group>
          {/* Five columns do not fit a phone: the table scrolls sideways there. */}
          <Table.ScrollContainer minWidth={620}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <span className="visually-hidden">Select</span>
                  </Table.Th>
                  <Table.Th>Search</Table.Th>
                  <Table.Th>Saved</Table.Th>
                  <Table.Th>New-job alerts</Table.Th>
                  <Table.Th>How often</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((search) => (
                  <Table.Tr key={search.id}>
                    <Table.Td>
                      <Checkbox
                        aria-label={`Select ${search.name}`}
                        checked={selected.has(search.id)}
                        onChange={() => toggle(search.id)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NameCell search={search} onRename={(name) => update([{ search, name }])} />
                    </Table.Td>
                    <Table.Td>{formatDate(search.created_at)}</Table.Td>
                    <Table.Td>
                      <Switch
                        aria-label={`New-job alerts for ${search.name}`}
                        checked={search.notify_by_email}
                        onChange={(e) => void update([{ search, notify: e.currentTarget.checked }])}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NativeSelect
                        size="xs"
                        w={110}
                        aria-label={`How often to e-mail ${search.name}`}
                        data={FREQUENCY_OPTIONS}
                        value={search.frequency}
                        disabled={!search.notify_by_email}
                        onChange={(e) =>
                          void update([{ search, frequency: e.currentTarget.value as AlertFrequency }])
                        }
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text fz="sm" c="dimmed">
            Daily and weekly alerts arrive in the morning (New Zealand time); instant ones within minutes of a
            new job, at most one an hour.
          </Text>
        </>
      )}
      <Modal opened={confirming} onClose={confirm.close} title="Delete saved searches?" centered>
        <Text mb="lg">
          {selected.size === 1 ? 'The selected search' : `The ${selected.size} selected searches`} and their
          e-mail alerts will be deleted.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={confirm.close}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void remove()}>
            Delete
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

/** Signed-out visitors go to sign-in and come back here (spec section 8). */
export default function SavedSearchesPage() {
  return (
    <RequireRole roles={['employee']} message="Saved searches are for job seekers.">
      <SavedSearches />
    </RequireRole>
  );
}
