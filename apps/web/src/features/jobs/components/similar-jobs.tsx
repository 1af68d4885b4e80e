import { Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/auth.ts';
import { similarJobsQuery, useSavedIds } from '../api.ts';
import { JobCard } from './job-card.tsx';

/** 'Similar jobs' under a job page: the same specialisation nearby, as ordinary job cards. */
export default function SimilarJobs({ jobId }: { jobId: string }) {
  const similar = useQuery(similarJobsQuery(jobId));
  const session = useSession();
  const savedIds = useSavedIds();
  const isEmployee = session?.role === 'employee';
  if (similar.isError || (similar.isSuccess && similar.data.length === 0)) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="similar-jobs">
      <Title order={2} fz="h3" id="similar-jobs">
        Similar jobs
      </Title>
      {similar.isPending && <Loader size="sm" aria-label="Loading similar jobs" />}
      {similar.data?.map((job) => (
        <JobCard
          key={job.id}
          job={job}
          saved={isEmployee ? (savedIds.data?.has(job.id) ?? false) : undefined}
        />
      ))}
      {similar.isSuccess && (
        <Text fz="sm" c="dimmed">
          Jobs of the same specialisation, nearest first.
        </Text>
      )}
    </Stack>
  );
}
