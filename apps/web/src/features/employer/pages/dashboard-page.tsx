import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { refreshSession } from '../../../lib/api.ts';
import { BRAND } from '../../../lib/brand.ts';
import { Columns } from '../../../lib/columns.tsx';
import { employerCountersQuery } from '../../../lib/counters.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { useEmployerCompanies } from '../api.ts';
import { BetaBanner } from '../components/beta-banner.tsx';
import { CompanyCard } from '../components/company-card.tsx';
import { CompanyFormModal } from '../components/company-form-modal.tsx';
import { HiringSummaryCard } from '../components/hiring-summary.tsx';

function Counter({ label, value, to }: { label: string; value: number | undefined; to: string }) {
  return (
    <Card withBorder component={Link} to={to}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700}>
        {value ?? '–'}
      </Text>
    </Card>
  );
}

/** /employers/dashboard: counters, the company (or creating one), and Post Job. */
export default function EmployerDashboardPage() {
  const queryClient = useQueryClient();
  const companies = useEmployerCompanies();
  const counters = useQuery(employerCountersQuery);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    if (counters.isError) toast.error('Failed to load employer dashboard', AREA_TOAST);
  }, [counters.isError]);
  useEffect(() => {
    if (companies.isError) toast.error('Failed to load companies', AREA_TOAST);
  }, [companies.isError]);

  const company = companies.data?.[0];
  const hasCompany = Boolean(company);
  const onCreated = async () => {
    // The new access token carries active_company_id.
    await refreshSession();
    await queryClient.invalidateQueries({ queryKey: ['employer'] });
    await queryClient.invalidateQueries({ queryKey: ['counters'] });
  };

  return (
    <Stack gap="lg" py="lg">
      <DocumentTitle>{`Employer dashboard | ${BRAND}`}</DocumentTitle>
      <Group justify="space-between">
        <Title order={1}>Employer dashboard</Title>
        <Group>
          {!hasCompany && companies.isSuccess && (
            <Button onClick={() => setCreating(true)}>Create company</Button>
          )}
          <Tooltip label="You should create a company before posting a job." disabled={hasCompany}>
            {/* The wrapper keeps the hint reachable while the button is disabled. */}
            <span>
              {hasCompany ? (
                <Button component={Link} to="/employers/create-job">
                  Post Job
                </Button>
              ) : (
                <Button disabled>Post Job</Button>
              )}
            </span>
          </Tooltip>
        </Group>
      </Group>
      <BetaBanner />
      {!hasCompany && companies.isSuccess && (
        <Alert color="yellow">You should create a company before posting a job.</Alert>
      )}
      <Columns cols={{ base: 1, sm: 2 }}>
        <Counter label="Active jobs" value={counters.data?.active_jobs} to="/employers/jobs" />
        <Counter label="Applicants" value={counters.data?.total_applicants} to="/employers/applicants" />
      </Columns>
      {company && <HiringSummaryCard companyId={company.id} />}
      <section aria-labelledby="your-company">
        <Title order={2} size="h3" id="your-company" mb="sm">
          Your company
        </Title>
        {companies.isPending && <Loader aria-label="Loading companies" />}
        {companies.isError && <Text c="red">Failed to load companies</Text>}
        {company && <CompanyCard company={company} />}
        {company && (
          <Anchor component={Link} to="/employers/team" mt="sm" display="inline-block">
            Team: members and invitations
          </Anchor>
        )}
        {companies.isSuccess && !company && (
          <Text c="dimmed">
            No company yet.{' '}
            <Anchor component="button" onClick={() => setCreating(true)}>
              Create one
            </Anchor>{' '}
            to start posting jobs.
          </Text>
        )}
      </section>
      <CompanyFormModal
        mode="employer"
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={onCreated}
      />
    </Stack>
  );
}
