import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { formatDate } from '../../../lib/format.ts';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { hiddenCompaniesQuery, hiddenJobsQuery, unhideCompany, unhideJob } from '../api.ts';

interface Row {
  id: string;
  name: ReactNode;
  label: string;
  hiddenAt: string;
}

function HiddenList({
  title,
  empty,
  query,
  rows,
  unhide,
}: {
  title: string;
  empty: string;
  query: UseQueryResult<unknown>;
  rows: Row[];
  unhide: (id: string) => Promise<unknown>;
}) {
  const queryClient = useQueryClient();
  const onUnhide = async (row: Row) => {
    try {
      await unhide(row.id);
      toast.success(`${row.label} is shown in search again.`, AREA_TOAST);
      // Search results (and similar jobs) include it again.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['hidden'] }),
        queryClient.invalidateQueries({ queryKey: ['jobs'] }),
      ]);
    } catch {
      toast.error('Failed to unhide.', AREA_TOAST);
    }
  };
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} fz="h4">
        {title}
      </Title>
      {query.isPending && <Loader size="sm" aria-label={`Loading ${title.toLowerCase()}`} />}
      {query.isError && <Alert color="red">Could not load {title.toLowerCase()}.</Alert>}
      {query.isSuccess && rows.length === 0 && (
        <Text c="dimmed" fz="sm">
          {empty}
        </Text>
      )}
      {rows.map((row) => (
        <Group key={row.id} justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={0} style={{ minWidth: 0 }}>
            {row.name}
            <Text fz="xs" c="dimmed">
              Hidden {formatDate(row.hiddenAt)}
            </Text>
          </Stack>
          <Button
            size="xs"
            variant="default"
            aria-label={`Unhide ${row.label}`}
            onClick={() => void onUnhide(row)}
          >
            Unhide
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

/** /profile for a job seeker: the jobs and companies they hid from search, each with Unhide. */
export function HiddenItems() {
  const jobs = useQuery(hiddenJobsQuery);
  const companies = useQuery(hiddenCompaniesQuery);
  return (
    <Stack gap="lg">
      <HiddenList
        title="Hidden jobs"
        empty="You have not hidden any jobs. Hide one from its menu in the search results."
        query={jobs}
        unhide={unhideJob}
        rows={(jobs.data ?? []).map((j) => ({
          id: j.id,
          label: j.title,
          hiddenAt: j.hidden_at,
          name: (
            <Text truncate>
              <Anchor component={Link} to={`/jobs/${j.id}`}>
                {j.title}
              </Anchor>{' '}
              at {j.company_name}
            </Text>
          ),
        }))}
      />
      <HiddenList
        title="Hidden companies"
        empty="You have not hidden any companies."
        query={companies}
        unhide={unhideCompany}
        rows={(companies.data ?? []).map((c) => ({
          id: c.id,
          label: c.name,
          hiddenAt: c.hidden_at,
          name: (
            <Anchor component={Link} to={`/companies/${c.id}`} truncate>
              {c.name}
            </Anchor>
          ),
        }))}
      />
    </Stack>
  );
}
