import type { JobCard as JobCardData } from '@fitjobs/contract';
import { jobStatus } from '@fitjobs/contract/display';
import { ActionIcon, Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { lazy, memo, Suspense } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/auth.ts';
import { formatAge, formatDate, formatSalary, isNewJob, label } from '../../../lib/format.ts';
import { ApplyButton } from './apply-button.tsx';
import { useToggleSaved } from './use-toggle-saved.ts';
import { VerifiedTick } from './verified-tick.tsx';

// Only employees get the hide menu; its dropdown machinery loads after the results are drawn.
const HideMenu = lazy(() => import('./hide-menu.tsx'));

export interface JobCardProps {
  job: JobCardData;
  /** Saved state; undefined hides the save icon (anonymous visitors, other roles). */
  saved?: boolean;
  /** Show the hide menu (search results for employees). */
  hideable?: boolean;
  onApply?: (jobId: string) => void;
  applied?: boolean;
}

// Memoised: the search page re-renders on every keystroke in its search box and once after
// hydration, and twenty unchanged cards need not render again.
export const JobCard = memo(function JobCard({
  job,
  saved,
  hideable = false,
  onApply,
  applied,
}: JobCardProps) {
  const session = useSession();
  const toggleSaved = useToggleSaved();
  const archived = jobStatus(job) === 'archived' || jobStatus(job) === 'expired';
  const salary = formatSalary(job);

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-label={job.title}
      data-testid="job-card"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/jobs/${job.id}`} target="_blank" fw={600} fz="lg" c="inherit">
            {job.title}
          </Anchor>
          {salary && <Text fw={500}>{salary}</Text>}
          <Group gap={6}>
            {!archived && isNewJob(job.created_at) && (
              <Badge color="green" variant="filled">
                New
              </Badge>
            )}
            {archived && (
              <Badge color="gray" variant="filled">
                Archived
              </Badge>
            )}
            {job.schedule && <Badge variant="light">{label('schedule', job.schedule)}</Badge>}
            {job.work_format && <Badge variant="light">{label('work_format', job.work_format)}</Badge>}
            {job.experience && <Badge variant="light">{label('experience', job.experience)}</Badge>}
            {job.external_id && (
              <Badge variant="outline" color="gray">
                External
              </Badge>
            )}
          </Group>
          <Group gap={6} c="dimmed" fz="sm">
            <Anchor component={Link} to={`/companies/${job.company_id}`} fz="sm">
              {job.company_name}
            </Anchor>
            {job.verified_company && <VerifiedTick />}
            {job.city_name && <Text fz="sm">· {job.city_name}</Text>}
          </Group>
          <Text fz="sm" c="dimmed">
            Posted {formatDate(job.created_at)} ·{' '}
            {/* The server's clock drew it seconds earlier: keep its text rather than redraw the card. */}
            <span suppressHydrationWarning>{formatAge(job.created_at)}</span>
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          {saved !== undefined && !archived && (
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={saved ? 'Unsave job' : 'Save job'}
              aria-pressed={saved}
              onClick={() => void toggleSaved(job.id, saved)}
            >
              {saved ? <IconBookmarkFilled size={20} /> : <IconBookmark size={20} />}
            </ActionIcon>
          )}
          {hideable && (
            <Suspense fallback={null}>
              <HideMenu job={job} />
            </Suspense>
          )}
        </Group>
      </Group>
      <Group mt="md" gap="sm">
        <ApplyButton job={job} onApply={onApply} applied={applied} />
        {session?.role === 'admin' && (
          <Button variant="default" component={Link} to={`/admin/jobs/${job.id}/edit`}>
            Edit job details
          </Button>
        )}
      </Group>
    </Card>
  );
});
