import { Button, Group, Modal, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSession } from '../../../lib/auth.ts';
import { BRAND } from '../../../lib/brand.ts';
import { markLeftToApply } from '../left-to-apply.ts';

/**
 * 'Leaving FitJobs' before an external job's own site (spec part 1, section 6). A seeker who
 * continues is asked "Did you apply?" back on the job page (decision 0173).
 */
export default function LeavingDialog({
  jobId,
  url,
  onClose,
}: {
  jobId: string;
  url: string;
  onClose: () => void;
}) {
  const session = useSession();
  return (
    <Modal opened onClose={onClose} title={`Leaving ${BRAND}`} centered>
      <Text mb="lg">
        This job is listed on another site. You are about to leave {BRAND} to apply there.
        {session ? '' : ` Sign up to save jobs and get alerts for new ones.`}
      </Text>
      <Group justify="flex-end">
        {!session && (
          <Button variant="default" component={Link} to="/login" onClick={onClose}>
            Sign up now
          </Button>
        )}
        <Button
          component="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          onClick={() => {
            if (session?.role === 'employee') markLeftToApply(jobId);
            onClose();
          }}
        >
          Continue to job site
        </Button>
      </Group>
    </Modal>
  );
}
