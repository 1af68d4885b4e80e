import { jobStatus } from '@fitjobs/contract';
import { Anchor, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { formatSalaryThousands, label } from '../../../lib/format.ts';
import { companyJobsQuery } from '../api.ts';

/** Jobs shown before 'View all jobs' is pressed. */
const COLLAPSED = 5;

/** 'Jobs at {company}': each entry opens the job in a new tab. */
export function CompanyJobs({ companyId, companyName }: { companyId: string; companyName: string }) {
  const jobs = useInfiniteQuery(companyJobsQuery(companyId));
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    if (jobs.isError) toast.error('Failed to load jobs', { toastId: 'company-jobs-failed' });
  }, [jobs.isError]);
  // Members get their drafts and archived jobs from this call too; the profile shows what the public sees.
  const all = (jobs.data?.pages.flatMap((p) => p.items) ?? []).filter((j) => jobStatus(j) === 'active');
  const shown = expanded ? all : all.slice(0, COLLAPSED);
  const more = all.length > COLLAPSED || jobs.hasNextPage;

  return (
    <Stack gap="sm" component="section" aria-labelledby="company-jobs-heading">
      <Title order={2} size="h3" id="company-jobs-heading">
        Jobs at {companyName}
      </Title>
      {jobs.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label="Loading jobs" />
        </Center>
      ) : shown.length === 0 ? (
        <Text c="dimmed">No jobs available at this time.</Text>
      ) : (
        shown.map((job) => {
          const location = [job.city_name, job.region_name].filter(Boolean).join(', ');
          const salary = formatSalaryThousands(job);
          return (
            <Card
              key={job.id}
              withBorder
              padding="md"
              component="a"
              href={`/jobs/${job.id}`}
              target="_blank"
              rel="noopener"
            >
              <Text fw={600} c="blue.8">
                {job.title}
              </Text>
              <Group gap="md" mt={4} c="dimmed">
                {location && <Text size="sm">{location}</Text>}
                {job.schedule && <Text size="sm">{label('schedule', job.schedule)}</Text>}
                {salary && <Text size="sm">{salary}</Text>}
              </Group>
            </Card>
          );
        })
      )}
      {!expanded && more && (
        <Button variant="light" onClick={() => setExpanded(true)}>
          View all jobs
        </Button>
      )}
      {expanded && jobs.hasNextPage && (
        <Anchor component="button" type="button" onClick={() => void jobs.fetchNextPage()}>
          {jobs.isFetchingNextPage ? 'Loading...' : 'Show more jobs'}
        </Anchor>
      )}
    </Stack>
  );
}
