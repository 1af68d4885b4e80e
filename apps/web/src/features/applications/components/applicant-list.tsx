import { ApplicationSort, ApplicationStatus, type EmployerApplication } from '@fitjobs/contract';
import { Button, Center, Group, Loader, MultiSelect, Select, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { label } from '../../../lib/format.ts';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { employerApplicationsQuery } from '../api.ts';
import { ApplicantCard } from './applicant-card.tsx';
import { BulkBar } from './bulk-bar.tsx';

const SORT_LABELS: Record<ApplicationSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  status_asc: 'Status (applied first)',
  status_desc: 'Status (rejected first)',
};

/** Groups applications by job, in the order the jobs first appear. */
function byJob(items: EmployerApplication[]) {
  const groups = new Map<string, { title: string; items: EmployerApplication[] }>();
  for (const a of items) {
    const group = groups.get(a.job_id) ?? { title: a.job_title, items: [] };
    group.items.push(a);
    groups.set(a.job_id, group);
  }
  return [...groups.entries()];
}

interface Props {
  companyId: string;
  jobId?: string;
  grouped?: boolean;
}

/** Applicants of a company or one job, with status filter and sort, loaded page by page. */
export function ApplicantList({ companyId, jobId, grouped = false }: Props) {
  const [status, setStatus] = useState<ApplicationStatus[]>([]);
  const [sort, setSort] = useState<ApplicationSort>('newest');
  const query = useInfiniteQuery(employerApplicationsQuery({ companyId, jobId, sort, status }));
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const select = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  useEffect(() => {
    if (query.isError) toast.error('Failed to load applications', AREA_TOAST);
  }, [query.isError]);

  const cards = (list: EmployerApplication[]) =>
    list.map((a) => (
      <ApplicantCard
        key={a.id}
        application={a}
        selected={selected.has(a.id)}
        onSelect={(on) => select(a.id, on)}
      />
    ));

  return (
    <Stack>
      <Group align="flex-end">
        <MultiSelect
          label="Status"
          placeholder={status.length ? undefined : 'All statuses'}
          data={ApplicationStatus.options.map((s) => ({ value: s, label: label('application_status', s) }))}
          value={status}
          onChange={(v) =>
            setStatus(v.filter((s): s is ApplicationStatus => ApplicationStatus.safeParse(s).success))
          }
          clearable
          w={320}
        />
        <Select
          label="Sort"
          data={ApplicationSort.options.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
          value={sort}
          onChange={(v) => setSort(ApplicationSort.catch('newest').parse(v))}
          allowDeselect={false}
          w={240}
        />
      </Group>
      {items.length > 0 && (
        <BulkBar
          companyId={companyId}
          pageIds={items.filter((a) => a.user_id !== null).map((a) => a.id)}
          selected={selected}
          onSelectedChange={setSelected}
        />
      )}
      {query.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading applicants" />
        </Center>
      ) : query.isError ? (
        <Text c="red">Failed to load applications</Text>
      ) : items.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          {status.length ? 'No applicants with this status.' : 'No applicants yet.'}
        </Text>
      ) : grouped ? (
        byJob(items).map(([id, group]) => (
          <Stack key={id} gap="sm" component="section" aria-label={group.title}>
            <Title order={2} size="h3">
              {group.title} ({group.items.length})
            </Title>
            {cards(group.items)}
          </Stack>
        ))
      ) : (
        cards(items)
      )}
      {query.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
        >
          Load more
        </Button>
      )}
    </Stack>
  );
}
