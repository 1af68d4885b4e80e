import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { RequireRole } from '../../../app/require-role.tsx';
import { BRAND } from '../../../lib/brand.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { emit } from '../../../lib/signals.ts';
import { savedJobsQuery, unsaveJob } from '../api.ts';
import { JobCard } from '../components/job-card.tsx';

function SavedJobs() {
  const saved = useInfiniteQuery(savedJobsQuery);
  const queryClient = useQueryClient();
  const jobs = saved.data?.pages.flatMap((p) => p.items) ?? [];

  const unsave = async (id: string) => {
    try {
      await unsaveJob(id);
      await queryClient.invalidateQueries({ queryKey: ['saved-jobs'] });
      emit('saved-jobs-changed');
    } catch {
      toast.error('Failed to unsave job.');
    }
  };

  return (
    <Stack gap="md" maw={880}>
      <DocumentTitle>{`Saved jobs | ${BRAND}`}</DocumentTitle>
      <Title order={1}>Your Saved Jobs</Title>
      {saved.isPending && <Loader aria-label="Loading saved jobs" />}
      {saved.isError && <Alert color="red">Failed to load saved jobs</Alert>}
      {saved.isSuccess && jobs.length === 0 && (
        <Text c="dimmed">
          You have not saved any jobs yet.{' '}
          <Anchor component={Link} to="/jobs">
            Search jobs
          </Anchor>{' '}
          and use the bookmark icon to keep them here.
        </Text>
      )}
      {jobs.map((job) => (
        <Stack key={job.id} gap={4}>
          <JobCard job={job} />
          <Button variant="subtle" color="red" size="xs" w="fit-content" onClick={() => void unsave(job.id)}>
            Unsave {job.title}
          </Button>
        </Stack>
      ))}
      {saved.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void saved.fetchNextPage()}
          loading={saved.isFetchingNextPage}
        >
          Load more
        </Button>
      )}
    </Stack>
  );
}

/** Signed-out visitors go to sign-in and come back here (spec section 8). */
export default function SavedJobsPage() {
  return (
    <RequireRole roles={['employee']} message="Saved jobs are for job seekers.">
      <SavedJobs />
    </RequireRole>
  );
}
