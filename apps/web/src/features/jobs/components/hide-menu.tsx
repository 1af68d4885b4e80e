import type { JobItem } from '@fitjobs/contract';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconEyeOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { hideCompany, hideJob } from '../api.ts';
import { JOB_SEARCHES } from '../requests.ts';

/** 'Hide this job' and 'Hide jobs from {company}' on a search result (employees only). */
export default function HideMenu({ job }: { job: Pick<JobItem, 'id' | 'company_id' | 'company_name'> }) {
  const queryClient = useQueryClient();
  const hide = async (what: 'job' | 'company') => {
    try {
      if (what === 'job') await hideJob(job.id);
      else await hideCompany(job.company_id);
      toast.success(what === 'job' ? 'Job hidden.' : `Jobs from ${job.company_name} hidden.`);
      await queryClient.invalidateQueries({ queryKey: JOB_SEARCHES });
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
