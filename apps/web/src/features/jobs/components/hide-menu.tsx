import type { JobItem } from '@fitjobs/contract';
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconDots, IconEyeOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { hideCompany, hideJob, unhideCompany, unhideJob } from '../api.ts';
import { JOB_SEARCHES } from '../requests.ts';

/**
 * 'Hide this job' and 'Hide jobs from {company}' on a search result (employees only). The toast
 * offers Undo; /profile lists everything hidden with Unhide for each.
 */
export default function HideMenu({ job }: { job: Pick<JobItem, 'id' | 'company_id' | 'company_name'> }) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: JOB_SEARCHES }),
      queryClient.invalidateQueries({ queryKey: ['hidden'] }),
      queryClient.invalidateQueries({ queryKey: ['jobs', 'similar'] }),
    ]);
  const undo = async (what: 'job' | 'company') => {
    try {
      if (what === 'job') await unhideJob(job.id);
      else await unhideCompany(job.company_id);
      toast.success(what === 'job' ? 'Job shown again.' : `Jobs from ${job.company_name} shown again.`);
      await refresh();
    } catch {
      toast.error('Failed to undo.');
    }
  };
  const hide = async (what: 'job' | 'company') => {
    try {
      if (what === 'job') await hideJob(job.id);
      else await hideCompany(job.company_id);
      const message = what === 'job' ? 'Job hidden.' : `Jobs from ${job.company_name} hidden.`;
      // Longer than the usual five seconds: time to read it and reach Undo. No close button: on a
      // phone it took Undo's room (Undo closes it, as does a swipe). No close button: on a
      // phone it took Undo's room (Undo closes it, as does a swipe).
      toast.success(
        ({ closeToast }) => (
          <Group gap="sm" wrap="nowrap" justify="space-between">
            <span>{message}</span>
            <Button
              size="compact-sm"
              variant="light"
              style={{ flex: 'none' }}
              onClick={() => {
                closeToast();
                void undo(what);
              }}
            >
              Undo
            </Button>
          </Group>
        ),
        { autoClose: 10_000, closeButton: false },
      );
      await refresh();
    } catch {
      toast.error(what === 'job' ? 'Failed to hide job.' : 'Failed to hide company.');
    }
  };
  return (
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
  );
}
