import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useAppliedJobIds } from '../api.ts';
import { ApplyDialog } from './apply-dialog.tsx';

interface Props extends Omit<ButtonProps, 'children' | 'onClick'> {
  job: { id: string; title: string };
  /** Told of each click on Apply (analytics: apply_click). */
  onApplyClick?: () => void;
}

/**
 * Apply for a signed-in employee on an open internal job (the jobs area's ApplyButton decides
 * that): 'Already applied' and disabled once the job is among the user's applications.
 */
export function EmployeeApplyButton({ job, onApplyClick, ...buttonProps }: Props) {
  const applied = useAppliedJobIds(true);
  const [opened, dialog] = useDisclosure(false);
  if (applied.data?.has(job.id)) {
    return (
      <Button {...buttonProps} disabled>
        Already applied
      </Button>
    );
  }
  return (
    <>
      <Button
        {...buttonProps}
        onClick={() => {
          onApplyClick?.();
          dialog.open();
        }}
        disabled={applied.isPending}
      >
        Apply
      </Button>
      <ApplyDialog job={job} opened={opened} onClose={dialog.close} />
    </>
  );
}
