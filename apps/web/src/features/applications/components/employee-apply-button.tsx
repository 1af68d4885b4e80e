import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { useAppliedJobIds } from '../api.ts';
import { ApplyDialog } from './apply-dialog.tsx';

interface Props extends Omit<ButtonProps, 'children' | 'onClick'> {
  job: { id: string; title: string };
  /** Told of each click on Apply (analytics: apply_click). */
  onApplyClick?: () => void;
  /** Open the dialog at once: the person is back from the resume wizard (decision 0170). */
  autoOpen?: boolean;
}

/**
 * Apply for a signed-in employee on an open internal job (the jobs area's ApplyButton decides
 * that): 'Already applied' and disabled once the job is among the user's applications.
 */
export function EmployeeApplyButton({ job, onApplyClick, autoOpen = false, ...buttonProps }: Props) {
  const applied = useAppliedJobIds(true);
  const [opened, dialog] = useDisclosure(autoOpen);
  const [, setParams] = useSearchParams();
  const close = () => {
    dialog.close();
    // The page's ?apply=1 has done its work: a reload should not open the dialog again.
    if (autoOpen)
      setParams(
        (p) => {
          p.delete('apply');
          return p;
        },
        { replace: true },
      );
  };
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
      <ApplyDialog job={job} opened={opened} onClose={close} />
    </>
  );
}
