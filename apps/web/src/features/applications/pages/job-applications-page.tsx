import { JobItem } from '@fitjobs/contract';
import { Anchor, Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { z } from 'zod';
import { api, saveFile } from '../../../lib/api.ts';
import { useSession } from '../../../lib/auth.ts';
import { BRAND } from '../../../lib/brand.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { exportApplicants } from '../api.ts';
import { ApplicantList } from '../components/applicant-list.tsx';
import { CompanyRequired } from '../components/company-required.tsx';

// The chart library loads with this page only, never on a first visit (decision 0152).
const JobStatsChart = lazy(() => import('../../employer/components/job-stats-chart.tsx'));

/** /employers/jobs/{jobId}/applications: the applicants of one job, its figures and the CSV export. */
export default function JobApplicationsPage() {
  const { jobId = '' } = useParams();
  const companyId = useSession()?.activeCompanyId;
  const [exporting, setExporting] = useState(false);
  // Only for the heading; the list works without it.
  const job = useQuery({
    queryKey: ['jobs', jobId],
    queryFn: () => api.post('/api/v1/jobs.get', { id: jobId }, z.object({ item: JobItem })),
    select: (r) => r.item,
    retry: false,
  });
  const heading = job.data ? `Applications: ${job.data.title}` : 'Applications';

  const exportCsv = async () => {
    if (!companyId) return;
    setExporting(true);
    try {
      saveFile(await exportApplicants(companyId, jobId));
    } catch {
      toast.error('Failed to export applicants', AREA_TOAST);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack maw={960} mx="auto">
      <DocumentTitle>{`${heading} | ${BRAND}`}</DocumentTitle>
      <Anchor component={Link} to="/employers/jobs" size="sm">
        ← My Jobs
      </Anchor>
      <Group justify="space-between">
        <Title order={1}>{heading}</Title>
        {companyId && (
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} />}
            onClick={() => void exportCsv()}
            loading={exporting}
          >
            Export CSV
          </Button>
        )}
      </Group>
      {companyId && (
        <Suspense
          fallback={
            <Center py="md">
              <Loader size="sm" aria-label="Loading job figures" />
            </Center>
          }
        >
          <JobStatsChart companyId={companyId} jobId={jobId} />
        </Suspense>
      )}
      {companyId ? <ApplicantList companyId={companyId} jobId={jobId} /> : <CompanyRequired />}
    </Stack>
  );
}
