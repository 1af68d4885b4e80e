import { Alert, Anchor, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { BRAND } from '../../../lib/brand.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { jobForEditQuery, useEmployerCompanies } from '../api.ts';
import { BetaBanner } from '../components/beta-banner.tsx';
import { JobWizard } from '../components/job-wizard.tsx';
import { fromJob } from '../components/wizard-values.ts';

/** /employers/create-job and /employers/jobs/{jobId}/edit: the wizard for the employer's first company. */
export default function EmployerJobWizardPage() {
  const { jobId } = useParams();
  const companies = useEmployerCompanies();
  const job = useQuery({ ...jobForEditQuery('employer', jobId ?? ''), enabled: Boolean(jobId) });
  const heading = jobId ? 'Edit Job' : 'Post a Job';

  useEffect(() => {
    if (job.isError) toast.error('Failed to load job', AREA_TOAST);
  }, [job.isError]);
  useEffect(() => {
    if (companies.isError) toast.error('Failed to load companies', AREA_TOAST);
  }, [companies.isError]);

  const company = companies.data?.[0];
  let body: React.ReactNode;
  if (companies.isPending || (jobId && job.isPending)) body = <Loader aria-label="Loading" />;
  else if (job.isError) body = <Alert color="red">Failed to load job</Alert>;
  else if (companies.isError) body = <Alert color="red">Failed to load companies</Alert>;
  else if (jobId && job.data) {
    const name = companies.data.find((c) => c.id === job.data.company_id)?.name ?? job.data.company_name;
    body = (
      <JobWizard
        key={job.data.id}
        mode="employer"
        companyId={job.data.company_id}
        companyName={name}
        jobId={job.data.id}
        initial={fromJob(job.data)}
      />
    );
  } else if (!company) {
    body = (
      <Alert color="yellow">
        You should create a company before posting a job.{' '}
        <Anchor component={Link} to="/employers/dashboard">
          Go to dashboard
        </Anchor>
      </Alert>
    );
  } else body = <JobWizard mode="employer" companyId={company.id} companyName={company.name} />;

  return (
    <Stack py="lg">
      <DocumentTitle>{`${heading} | ${BRAND}`}</DocumentTitle>
      <Title order={1}>{heading}</Title>
      <BetaBanner />
      {body}
    </Stack>
  );
}
