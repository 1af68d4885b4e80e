import {
  ApplicationSort,
  ApplicationStatus,
  type EmployerApplication,
  MustHaveFilter,
} from '@fitjobs/contract';
import { Button, Center, Group, Loader, MultiSelect, Select, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
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
  must_haves: 'Must-haves met first',
};

const MUST_HAVE_LABELS: Record<MustHaveFilter, string> = {
  meets: 'Meets all must-haves',
  misses: 'Misses a must-have',
};
const ALL = 'all';

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
  const [mustHaves, setMustHaves] = useState<MustHaveFilter | null>(null);
  const query = useInfiniteQuery(employerApplicationsQuery({ companyId, jobId, sort, status, mustHaves }));
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  // Ranking by must-haves is offered once a job with must-have questions shows up, and stays
  // while the next filter loads (the control must not vanish from under the pointer).
  const anyRanked = items.some((a) => a.must_haves);
  const [ranked, setRanked] = useState(false);
  useEffect(() => {
    if (anyRanked) setRanked(true);
  }, [anyRanked]);
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
          onChange={(v) => {
            setSelected(new Set());
            setStatus(v.filter((s): s is ApplicationStatus => ApplicationStatus.safeParse(s).success));
          }}
          clearable
          w={320}
        />
        {ranked && (
          <Select
            label="Must-haves"
            data={[
              { value: ALL, label: 'All applicants' },
              ...MustHaveFilter.options.map((m) => ({ value: m, label: MUST_HAVE_LABELS[m] })),
            ]}
            value={mustHaves ?? ALL}
            onChange={(v) => {
              // A selection hidden by the new filter must not be rejected or messaged unseen.
              setSelected(new Set());
              setMustHaves(MustHaveFilter.nullable().catch(null).parse(v));
            }}
            allowDeselect={false}
            w={240}
          />
        )}
        <Select
          label="Sort"
          data={ApplicationSort.options
            .filter((s) => ranked || s !== 'must_haves')
            .map((s) => ({ value: s, label: SORT_LABELS[s] }))}
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
          {mustHaves
            ? 'No applicants match these filters.'
            : status.length
              ? 'No applicants with this status.'
              : 'No applicants yet.'}
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
