import { Button } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../lib/auth.ts';

// The dialog loads on first use: the job page is drawn on the server and stays light.
const ReportJobModal = lazy(() => import('./report-job-modal.tsx'));

/** 'Report this job' on the job page; signed-out visitors sign in first (docs/decisions/0123). */
export function ReportJobButton({ jobId }: { jobId: string }) {
  const session = useSession();
  const location = useLocation();
  const [opened, setOpened] = useState(false);
  if (!session) {
    const back = encodeURIComponent(location.pathname + location.search);
    return (
      <Button
        component={Link}
        to={`/login?redirect_to=${back}`}
        variant="subtle"
        color="gray"
        size="xs"
        leftSection={<IconFlag size={14} />}
      >
        Report this job
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="xs"
        leftSection={<IconFlag size={14} />}
        onClick={() => setOpened(true)}
      >
        Report this job
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ReportJobModal jobId={jobId} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
