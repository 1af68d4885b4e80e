import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Rating,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { DecisionButton } from '../../admin/components/decision-button.tsx';
import { reportedJobsQuery, reportedReviewsQuery, useSettleReport } from '../api.ts';
import { ReportList } from './report-list.tsx';

type Settle = ReturnType<typeof useSettleReport>;

function useSettle() {
  const settle = useSettleReport();
  const run = (action: Parameters<Settle['mutate']>[0]['action'], id: string, done: string) =>
    settle.mutate(
      { action, id },
      { onSuccess: () => toast.success(done), onError: () => toast.error('Failed to update the report') },
    );
  const busy = (action: string, id: string) =>
    settle.isPending && settle.variables?.action === action && settle.variables.id === id;
  return { run, busy };
}

function QueueState({
  pending,
  error,
  empty,
  what,
}: {
  pending: boolean;
  error: boolean;
  empty: boolean;
  what: string;
}) {
  if (pending) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label={`Loading reported ${what}`} />
      </Center>
    );
  }
  if (error) return <Alert color="red">{`Failed to load reported ${what}`}</Alert>;
  if (empty) return <Text c="dimmed">{`No reported ${what}.`}</Text>;
  return null;
}

/** Reported reviews: the review, its reports, and Remove or Keep (docs/decisions/0122). */
export function ReviewReportsQueue() {
  const queue = useQuery(reportedReviewsQuery);
  const { run, busy } = useSettle();
  const items = queue.data?.items ?? [];
  return (
    <Stack gap="md" data-testid="review-reports">
      <QueueState pending={queue.isPending} error={queue.isError} empty={items.length === 0} what="reviews" />
      {items.map((r) => (
        <Card key={r.id} withBorder radius="md" padding="md">
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap">
              <Anchor component={Link} to={`/companies/${r.company_id}`} fw={600}>
                {r.company_name}
              </Anchor>
              <Badge
                color="red"
                variant="light"
              >{`${r.report_count} ${r.report_count === 1 ? 'report' : 'reports'}`}</Badge>
            </Group>
            <Rating value={r.rating} readOnly size="sm" role="img" aria-label={`${r.rating} out of 5`} />
            {r.title ? <Text fw={600}>{r.title}</Text> : null}
            <Text style={{ whiteSpace: 'pre-wrap' }}>{r.body}</Text>
            <Text size="xs" c="dimmed">{`${r.user_name}`}</Text>
            <ReportList reports={r.reports} />
            <Group gap="xs">
              <Button
                color="red"
                size="xs"
                loading={busy('removeReview', r.id)}
                onClick={() => run('removeReview', r.id, 'Review removed')}
              >
                Remove
              </Button>
              <Button
                variant="default"
                size="xs"
                loading={busy('keepReview', r.id)}
                onClick={() => run('keepReview', r.id, 'Review kept')}
              >
                Keep
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** Reported jobs: the job, how many reports and why, and Archive or Dismiss (docs/decisions/0123). */
export function JobReportsQueue() {
  const queue = useQuery(reportedJobsQuery);
  const { run, busy } = useSettle();
  const items = queue.data?.items ?? [];
  return (
    <Stack gap="md" data-testid="job-reports">
      <QueueState pending={queue.isPending} error={queue.isError} empty={items.length === 0} what="jobs" />
      {items.map((j) => (
        <Card key={j.id} withBorder radius="md" padding="md">
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap">
              <Stack gap={0}>
                <Anchor component={Link} to={`/jobs/${j.id}`} fw={600}>
                  {j.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {j.company_name}
                </Text>
              </Stack>
              <Group gap="xs">
                {j.archived ? <Badge color="gray">Archived</Badge> : null}
                <Badge
                  color="red"
                  variant="light"
                >{`${j.report_count} ${j.report_count === 1 ? 'report' : 'reports'}`}</Badge>
              </Group>
            </Group>
            <ReportList reports={j.reports} />
            <Group gap="xs">
              <DecisionButton
                decision="takeDownJob"
                id={j.id}
                label="Archive job"
                ariaLabel={`Archive job ${j.title}`}
                title={`Take down "${j.title}"`}
                description={`The job is archived and cannot be reposted or duplicated. ${j.company_name} is e-mailed the reason.`}
                done="Job archived"
                danger
              />
              <Button
                variant="default"
                size="xs"
                loading={busy('dismissJob', j.id)}
                onClick={() => run('dismissJob', j.id, 'Reports dismissed')}
              >
                Dismiss
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
