import { type JobItem, jobStatus } from '@fitjobs/contract';
import { ActionIcon, Anchor, Badge, Button, Card, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconBookmark,
  IconBookmarkFilled,
  IconDots,
  IconEyeOff,
  IconRosetteDiscountCheckFilled,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { useSession } from '../../../lib/auth.ts';
import { formatDate, formatSalary, label } from '../../../lib/format.ts';
import { emit } from '../../../lib/signals.ts';
import { hideCompany, hideJob, savedIdsQuery, saveJob, unsaveJob } from '../api.ts';
import { ApplyButton } from './apply-button.tsx';

export interface JobCardProps {
  job: JobItem;
  /** Saved state; undefined hides the save icon (anonymous visitors, other roles). */
  saved?: boolean;
  /** Show the hide menu (search results for employees). */
  hideable?: boolean;
  onApply?: (jobId: string) => void;
  applied?: boolean;
}

/** Saves or unsaves, keeps the saved-ids cache in step and tells the nav counters. */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  return async (jobId: string, saved: boolean) => {
    try {
      if (saved) await unsaveJob(jobId);
      else await saveJob(jobId);
      queryClient.setQueryData(savedIdsQuery.queryKey, (old: Set<string> | undefined) => {
        const next = new Set(old);
        if (saved) next.delete(jobId);
        else next.add(jobId);
        return next;
      });
      void queryClient.invalidateQueries({ queryKey: ['saved-jobs', 'details'] });
      emit('saved-jobs-changed');
      if (!saved) toast.success('Job saved!');
    } catch {
      toast.error('Failed to save job.');
    }
  };
}

export function JobCard({ job, saved, hideable = false, onApply, applied }: JobCardProps) {
  const session = useSession();
  const queryClient = useQueryClient();
  const toggleSaved = useToggleSaved();
  const archived = jobStatus(job) === 'archived' || jobStatus(job) === 'expired';
  const salary = formatSalary(job.salary_from, job.salary_to, job.currency);
  const hide = async (what: 'job' | 'company') => {
    try {
      if (what === 'job') await hideJob(job.id);
      else await hideCompany(job.company_id);
      toast.success(what === 'job' ? 'Job hidden.' : `Jobs from ${job.company_name} hidden.`);
      await queryClient.invalidateQueries({ queryKey: ['jobs', 'search'] });
    } catch {
      toast.error(what === 'job' ? 'Failed to hide job.' : 'Failed to hide company.');
    }
  };

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
            {job.verified_company && (
              <Tooltip label="Verified company">
                <IconRosetteDiscountCheckFilled
                  size={16}
                  color="var(--mantine-color-blue-6)"
                  aria-label="Verified company"
                />
              </Tooltip>
            )}
            {job.city_name && <Text fz="sm">· {job.city_name}</Text>}
          </Group>
          <Text fz="sm" c="dimmed">
            Posted {formatDate(job.created_at)}
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
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" size="lg" aria-label="Hide options">
                  <IconDots size={20} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconEyeOff size={16} />} onClick={() => void hide('job')}>
                  Hide this job
                </Menu.Item>
                <Menu.Item leftSection={<IconEyeOff size={16} />} onClick={() => void hide('company')}>
                  Hide jobs from {job.company_name}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
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
}
