import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { RequireRole } from '../../../app/require-role.tsx';
import { BRAND } from '../../../lib/brand.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { formatDate } from '../../../lib/format.ts';
import { deleteSavedSearches, savedSearchesQuery, updateSavedSearch } from '../api.ts';
import {
  AlertSwitch,
  FrequencySelect,
  frequencyConfirmation,
  NameCell,
  NewJobsLink,
  SavedSearchCard,
  type UpdateSavedSearches,
} from '../components/saved-search-controls.tsx';

function SavedSearches() {
  const searches = useQuery(savedSearchesQuery);
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, confirm] = useDisclosure(false);
  const items = searches.data ?? [];
  const allSelected = items.length > 0 && items.every((s) => selected.has(s.id));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['saved-searches'] });

  const update: UpdateSavedSearches = async (changes) => {
    try {
      for (const c of changes) {
        await updateSavedSearch({
          id: c.search.id,
          name: c.name ?? c.search.name,
          notify_by_email: c.notify ?? c.search.notify_by_email,
          frequency: c.frequency,
        });
        // A select changes without a Save button: say what the alert is now.
        if (c.frequency) toast.success(frequencyConfirmation(c.search.name, c.frequency));
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
      <DocumentTitle>{`Saved searches | ${BRAND}`}</DocumentTitle>
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
          {/* Six columns do not fit a phone: there each search is a card. */}
          <Stack gap="sm" hiddenFrom="sm">
            {items.map((search) => (
              <SavedSearchCard
                key={search.id}
                search={search}
                selected={selected.has(search.id)}
                onSelect={() => toggle(search.id)}
                update={update}
              />
            ))}
          </Stack>
          <Table verticalSpacing="sm" visibleFrom="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <VisuallyHidden>Select</VisuallyHidden>
                </Table.Th>
                <Table.Th>Search</Table.Th>
                <Table.Th>Saved</Table.Th>
                <Table.Th>New since you last looked</Table.Th>
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
                    {search.new_count > 0 ? (
                      <NewJobsLink search={search} />
                    ) : (
                      <Text fz="sm" c="dimmed">
                        None
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <AlertSwitch search={search} update={update} />
                  </Table.Td>
                  <Table.Td>
                    <FrequencySelect search={search} update={update} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
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
