import type { JobItem } from '@fitjobs/contract';
import { jobStatus } from '@fitjobs/contract/display';
import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { track } from '../../../lib/analytics.ts';
import { useSession } from '../../../lib/auth.ts';

// The dialogs behind Apply load when needed: most visitors of a job page never open them.
const LeavingDialog = lazy(() => import('./leaving-dialog.tsx'));
const EmployeeApplyButton = lazy(() =>
  import('../../applications/components/employee-apply-button.tsx').then((m) => ({
    default: m.EmployeeApplyButton,
  })),
);

export interface ApplyButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  job: Pick<JobItem, 'id' | 'title' | 'external_id' | 'archived_at' | 'expires_at' | 'is_draft' | 'is_test'>;
  /**
   * The apply flow for a signed-in employee on an internal job (cover letter dialog,
   * resume-needed dialog). The applications area supplies it; without it the button opens
   * the job page, where the flow lives.
   */
  onApply?: (jobId: string) => void;
  /** The job is already in the employee's applications: 'Already applied', disabled. */
  applied?: boolean;
  /** Open the apply dialog at once (back from the resume wizard with ?apply=1). */
  autoOpen?: boolean;
}

/**
 * The Apply button with the rules of spec part 1 section 6: archived jobs cannot be applied to;
 * visitors are sent to sign in; employers and admins see it dimmed; external jobs first show the
 * 'Leaving FitJobs' dialog.
 */
export function ApplyButton({
  job,
  onApply,
  applied = false,
  autoOpen = false,
  ...buttonProps
}: ApplyButtonProps) {
  const session = useSession();
  const location = useLocation();
  const [leaving, leavingDialog] = useDisclosure(false);
  const closed = jobStatus(job) !== 'active';
  const loginPath = `/login?redirect_to=${encodeURIComponent(location.pathname + location.search)}`;

  if (closed) {
    return (
      <Button {...buttonProps} disabled>
        Apply
      </Button>
    );
  }

  if (job.external_id) {
    return (
      <>
        <Button
          {...buttonProps}
          disabled={session?.role === 'employer' || session?.role === 'admin'}
          rightSection={<IconExternalLink size={16} />}
          onClick={() => {
            track('external_apply_click', { job_id: job.id });
            leavingDialog.open();
          }}
        >
          Apply
        </Button>
        {leaving && (
          <Suspense fallback={null}>
            <LeavingDialog jobId={job.id} url={job.external_id} onClose={leavingDialog.close} />
          </Suspense>
        )}
      </>
    );
  }

  const applyClick = () => track('apply_click', { job_id: job.id });
  if (!session) {
    return (
      <Button {...buttonProps} component={Link} to={loginPath} onClick={applyClick}>
        Apply
      </Button>
    );
  }
  if (session.role !== 'employee') {
    return (
      <Button {...buttonProps} disabled>
        Apply
      </Button>
    );
  }
  if (applied) {
    return (
      <Button {...buttonProps} disabled>
        Already applied
      </Button>
    );
  }
  // Without a caller-supplied flow, the applications area's dialog handles it right here.
  if (!onApply) {
    return (
      <Suspense
        fallback={
          <Button {...buttonProps} loading>
            Apply
          </Button>
        }
      >
        <EmployeeApplyButton job={job} onApplyClick={applyClick} autoOpen={autoOpen} {...buttonProps} />
      </Suspense>
    );
  }
  return (
    <Button
      {...buttonProps}
      onClick={() => {
        applyClick();
        onApply(job.id);
      }}
    >
      Apply
    </Button>
  );
}
