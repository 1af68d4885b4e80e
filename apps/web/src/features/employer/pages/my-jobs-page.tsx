import { type JobItem, type JobStatus, type JobTotals, jobStatus } from '@fitjobs/contract';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { BRAND } from '../../../lib/brand.ts';
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { formatDate, formatOwnSalary, jobFigures, label } from '../../../lib/format.ts';
import { AREA_TOAST } from '../../../lib/toast.ts';
import {
  archiveJob,
  companyJobsQueryKey,
  duplicateJob,
  jobTotalsQuery,
  repostJob,
  useCompanyJobs,
  useEmployerCompanies,
} from '../api.ts';

const FILTERS = ['all', 'active', 'expired', 'archived', 'draft'] as const;
type Filter = (typeof FILTERS)[number];

/** "all" leaves archived jobs out: archiving removes a job from the list (decision 0074). */
const matches = (filter: Filter, status: JobStatus) =>
  filter === 'all' ? status !== 'archived' : status === filter;

const STATUS_COLOR: Record<JobStatus, string> = {
  active: 'green',
  draft: 'gray',
  expired: 'orange',
  archived: 'red',
  test: 'violet',
};

interface RowProps {
  job: JobItem;
  status: JobStatus;
  totals: JobTotals | undefined;
  onArchive: () => void;
  onDuplicate: () => void;
  onRepost: () => void;
}

function JobRow({ job, status, totals, onArchive, onDuplicate, onRepost }: RowProps) {
  const location = [job.city_name, job.region_name, job.country_name].filter(Boolean).join(', ');
  const salary = formatOwnSalary(job);
  return (
    <Card withBorder>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={2} size="h4">
              {job.title || 'Untitled draft'}
            </Title>
            <Badge color={STATUS_COLOR[status]} variant="light">
              {label('job_status', status)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {[location, label('schedule', job.schedule), salary].filter(Boolean).join(' · ')}
          </Text>
          <Text size="sm" c="dimmed">
            Posted {formatDate(job.created_at)}
            {job.expires_at ? ` · Expires ${formatDate(job.expires_at)}` : ''} · {job.response_count}{' '}
            applicants
          </Text>
          {totals && status !== 'draft' && (
            <Text size="sm" aria-label={`Figures for ${job.title}`}>
              {jobFigures(totals)}
            </Text>
          )}
          {job.taken_down && (
            // An admin's takedown (decision 0189): no Repost or Duplicate, and the reason in plain view.
            <Alert color="red" variant="light" p="xs" title="Taken down by an admin">
              {`This job cannot be reposted or duplicated. Reason: ${job.takedown_reason ?? 'none given'}`}
            </Alert>
          )}
        </Stack>
        <Group gap="xs">
          {status !== 'draft' && (
            <Button component={Link} to={`/employers/jobs/${job.id}/applications`} variant="light" size="xs">
              View Applications
            </Button>
          )}
          <Button component={Link} to={`/employers/jobs/${job.id}/edit`} variant="default" size="xs">
            Edit
          </Button>
          {!job.taken_down && (
            <Button variant="default" size="xs" onClick={onDuplicate} aria-label={`Duplicate ${job.title}`}>
              Duplicate
            </Button>
          )}
          {(status === 'archived' || status === 'expired') &&
            !job.taken_down &&
            (job.reposted_as_id ? (
              // One Repost per job (decision 0178): the old row says where it went instead.
              <Button
                component={Link}
                to={`/employers/jobs/${job.reposted_as_id}/edit`}
                variant="subtle"
                size="xs"
              >
                Reposted as a new job
              </Button>
            ) : (
              <Button variant="light" size="xs" onClick={onRepost} aria-label={`Repost ${job.title}`}>
                Repost
              </Button>
            ))}
          {status !== 'archived' && (
            <Button
              color="red"
              variant="subtle"
              size="xs"
              onClick={onArchive}
              aria-label={`Archive ${job.title}`}
            >
              Archive
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}

/** /employers/jobs: the jobs of the employer's company, filtered by display status. */
export default function MyJobsPage() {
  const queryClient = useQueryClient();
  const companies = useEmployerCompanies();
  const companyId = companies.data?.[0]?.id;
  const jobs = useCompanyJobs(companyId);
  const [filter, setFilter] = useState<Filter>('all');
  const [archiving, setArchiving] = useState<JobItem | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (jobs.isError || companies.isError) toast.error('Failed to load jobs', AREA_TOAST);
  }, [jobs.isError, companies.isError]);

  const archive = async (id: string) => {
    if (!companyId) return;
    try {
      await archiveJob(companyId, id);
      toast.success('Job has been archived successfully', AREA_TOAST);
      await queryClient.invalidateQueries({ queryKey: companyJobsQueryKey(companyId) });
      await queryClient.invalidateQueries({ queryKey: ['counters'] });
    } catch {
      toast.error('Failed to archive the job', AREA_TOAST);
    }
  };

  const duplicate = async (id: string) => {
    if (!companyId) return;
    try {
      const copy = await duplicateJob(companyId, id);
      toast.success('Job duplicated as a draft', AREA_TOAST);
      await queryClient.invalidateQueries({ queryKey: companyJobsQueryKey(companyId) });
      await navigate(`/employers/jobs/${copy}/edit`);
    } catch {
      toast.error('Failed to duplicate the job', AREA_TOAST);
    }
  };

  const repost = async (id: string) => {
    if (!companyId) return;
    try {
      await repostJob(companyId, id);
      toast.success('Job reposted', AREA_TOAST);
      await queryClient.invalidateQueries({ queryKey: companyJobsQueryKey(companyId) });
      await queryClient.invalidateQueries({ queryKey: ['counters'] });
    } catch {
      toast.error('Failed to repost the job', AREA_TOAST);
    }
  };

  const now = new Date();
  const all = (jobs.data?.pages ?? [])
    .flatMap((p) => p.items)
    .map((job) => ({ job, status: jobStatus(job, now) }));
  const shown = all.filter(({ status }) => matches(filter, status));
  const totals = useQuery(
    jobTotalsQuery(
      companyId ?? '',
      shown.slice(0, 100).map(({ job }) => job.id),
    ),
  );

  let body: React.ReactNode;
  if (companies.isPending || (companyId && jobs.isPending)) body = <Loader aria-label="Loading jobs" />;
  else if (jobs.isError || companies.isError) body = <Alert color="red">Failed to load jobs</Alert>;
  else if (!companyId) body = <Text c="dimmed">You should create a company before posting a job.</Text>;
  else if (shown.length === 0) body = <Text c="dimmed">No jobs here yet.</Text>;
  else
    body = shown.map(({ job, status }) => (
      <JobRow
        key={job.id}
        job={job}
        status={status}
        totals={totals.data?.get(job.id)}
        onArchive={() => setArchiving(job)}
        onDuplicate={() => void duplicate(job.id)}
        onRepost={() => void repost(job.id)}
      />
    ));

  return (
    <Stack py="lg">
      <DocumentTitle>{`My Jobs | ${BRAND}`}</DocumentTitle>
      <Group justify="space-between">
        <Title order={1}>My Jobs</Title>
        <Button component={Link} to="/employers/create-job" disabled={!companyId}>
          Post Job
        </Button>
      </Group>
      <SegmentedControl
        aria-label="Filter jobs by status"
        value={filter}
        onChange={(v) => setFilter(v as Filter)}
        data={FILTERS.map((f) => ({ value: f, label: f }))}
        w="fit-content"
      />
      {body}
      {/* Archiving asks first (issue 23): the job leaves search and this list at once. */}
      <ConfirmDialog
        opened={archiving !== null}
        title="Archive this job?"
        confirmLabel="Archive"
        onConfirm={async () => {
          if (archiving) await archive(archiving.id);
          setArchiving(null);
        }}
        onClose={() => setArchiving(null)}
      >
        “{archiving?.title}” leaves the job search and this list. Its applicants stay, and you can repost it
        from the archived jobs.
      </ConfirmDialog>
      {jobs.hasNextPage && (
        <Button variant="default" onClick={() => void jobs.fetchNextPage()} loading={jobs.isFetchingNextPage}>
          Load more
        </Button>
      )}
    </Stack>
  );
}
