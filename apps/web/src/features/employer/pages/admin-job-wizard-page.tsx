import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useSession } from '../../../lib/auth.ts';
import { BRAND } from '../../../lib/brand.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { companyNameQuery, jobForEditQuery } from '../api.ts';
import { JobWizard } from '../components/job-wizard.tsx';
import { fromJob } from '../components/wizard-values.ts';

/** /admin/create-job?company_id= and /admin/jobs/{jobId}/edit: the shared wizard in admin mode. */
export default function AdminJobWizardPage() {
  const session = useSession();
  const { jobId } = useParams();
  const [params] = useSearchParams();
  const companyId = params.get('company_id') ?? '';
  const isAdmin = session?.role === 'admin';
  const job = useQuery({ ...jobForEditQuery('admin', jobId ?? ''), enabled: Boolean(jobId) && isAdmin });
  const companyName = useQuery({
    ...companyNameQuery(companyId),
    enabled: !jobId && Boolean(companyId) && isAdmin,
  });
  const heading = jobId ? 'Edit Job (Admin)' : 'Post a Job (Admin)';
  useEffect(() => {
    if (job.isError) toast.error('Failed to load job', AREA_TOAST);
  }, [job.isError]);

  let body: React.ReactNode;
  if (!isAdmin) body = <Title order={2}>Forbidden</Title>;
  else if (jobId) {
    if (job.isPending) body = <Loader aria-label="Loading job" />;
    else if (job.isError) body = <Alert color="red">Failed to load job</Alert>;
    else
      body = (
        <JobWizard
          key={job.data.id}
          mode="admin"
          companyId={job.data.company_id}
          companyName={job.data.company_name}
          jobId={job.data.id}
          initial={fromJob(job.data)}
        />
      );
  } else if (!companyId) body = <Alert color="yellow">Pick a company on the admin dashboard first.</Alert>;
  else
    body = (
      <JobWizard mode="admin" companyId={companyId} companyName={companyName.data ?? 'Selected company'} />
    );

  return (
    <Stack py="lg">
      <DocumentTitle>{`${heading} | ${BRAND}`}</DocumentTitle>
      <Title order={1}>{heading}</Title>
      {body}
    </Stack>
  );
}
