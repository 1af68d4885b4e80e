import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { formatDate } from '../../../lib/format.ts';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { clearLeftToApply, LEFT_TO_APPLY_EVENT, leftToApply } from '../../jobs/left-to-apply.ts';
import { recordExternalApplication, useAppliedJobIds } from '../api.ts';

/** Whether the seeker left for this job's site and has not said yet whether they applied. */
function useLeftToApply(jobId: string): boolean {
  const [left, setLeft] = useState(false);
  useEffect(() => {
    const sync = () => setLeft(leftToApply(jobId));
    sync();
    window.addEventListener(LEFT_TO_APPLY_EVENT, sync);
    // Another tab of this site answered, or the person came back to this tab.
    window.addEventListener('storage', sync);
    document.addEventListener('visibilitychange', sync);
    return () => {
      window.removeEventListener(LEFT_TO_APPLY_EVENT, sync);
      window.removeEventListener('storage', sync);
      document.removeEventListener('visibilitychange', sync);
    };
  }, [jobId]);
  return left;
}

/**
 * On an external job's page, for a signed-in seeker (decision 0173): after 'Leaving FitJobs' the
 * page asks "Did you apply?"; yes keeps the job under Applied jobs as "Applied on the employer's
 * site". Once kept, the page says so.
 */
export default function DidYouApply({ job }: { job: { id: string; title: string; company_name: string } }) {
  const left = useLeftToApply(job.id);
  const applied = useAppliedJobIds(true);
  const [saving, setSaving] = useState(false);
  const recorded = applied.data?.get(job.id);

  const answer = async (yes: boolean) => {
    if (!yes) {
      clearLeftToApply(job.id);
      return;
    }
    setSaving(true);
    try {
      await recordExternalApplication(job.id);
      clearLeftToApply(job.id);
      toast.success('Added to your applied jobs', AREA_TOAST);
    } catch {
      toast.error('Could not save that. Please try again.', AREA_TOAST);
    } finally {
      setSaving(false);
    }
  };

  if (recorded) {
    return (
      <Text size="sm" c="dimmed">
        {recorded.applied_on === 'employer_site'
          ? `Applied on the employer's site on ${formatDate(recorded.created_at)}`
          : `Applied on ${formatDate(recorded.created_at)}`}
      </Text>
    );
  }
  return (
    <Modal
      opened={left && applied.isSuccess}
      onClose={() => void answer(false)}
      title="Did you apply?"
      centered
    >
      <Stack>
        <Text>
          You went to the employer's site for {job.title} at {job.company_name}. If you applied there, we will
          keep it under Applied jobs.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void answer(false)} disabled={saving}>
            No
          </Button>
          <Button onClick={() => void answer(true)} loading={saving}>
            Yes, I applied
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
