import { JobItem } from '@fitjobs/contract';
import { Anchor, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/auth.ts';
import { BRAND } from '../../../lib/brand.ts';
import { ApplicantList } from '../components/applicant-list.tsx';
import { CompanyRequired } from '../components/company-required.tsx';

/** /employers/jobs/{jobId}/applications: the applicants of one job. */
export default function JobApplicationsPage() {
  const { jobId = '' } = useParams();
  const companyId = useSession()?.activeCompanyId;
  // Only for the heading; the list works without it.
  const job = useQuery({
    queryKey: ['jobs', jobId],
    queryFn: () => api.post('/api/v1/jobs.get', { id: jobId }, z.object({ item: JobItem })),
    select: (r) => r.item,
    retry: false,
  });
  const heading = job.data ? `Applications: ${job.data.title}` : 'Applications';
  return (
    <Stack maw={960} mx="auto">
      <title>{`${heading} | ${BRAND}`}</title>
      <Anchor component={Link} to="/employers/jobs" size="sm">
        ← My Jobs
      </Anchor>
      <Title order={1}>{heading}</Title>
      {companyId ? <ApplicantList companyId={companyId} jobId={jobId} /> : <CompanyRequired />}
    </Stack>
  );
}
