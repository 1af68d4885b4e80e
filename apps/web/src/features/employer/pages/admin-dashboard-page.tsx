import { Button, Card, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/auth.ts';
import { BRAND } from '../../../lib/brand.ts';
import { Columns } from '../../../lib/columns.tsx';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { AuditLog } from '../../admin/components/audit-log.tsx';
import { CompaniesList } from '../../admin/components/companies-list.tsx';
import { JobsList } from '../../admin/components/jobs-list.tsx';
import { UsersList } from '../../admin/components/users-list.tsx';
import { JobReportsQueue, ReviewReportsQueue } from '../../moderation/components/reports-queue.tsx';
import { AdminCompanyPicker } from '../components/admin-company-picker.tsx';
import { CompanyFormModal } from '../components/company-form-modal.tsx';

const TABS = ['companies', 'users', 'company-list', 'jobs-list', 'reviews', 'jobs', 'audit'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin: create companies, find one and post a job for it; the queues of reported reviews and
 * jobs; trust and safety (decision 0189): users, companies and jobs lists and the audit log. The
 * tab is in the URL (?tab=users) so a list can be linked to and comes back on Back. Everyone else
 * sees 'Forbidden'.
 */
export default function AdminDashboardPage() {
  const session = useSession();
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'companies';
  if (session?.role !== 'admin') {
    return (
      <Stack py="xl" align="center">
        <DocumentTitle>{`Forbidden | ${BRAND}`}</DocumentTitle>
        <Title order={1}>Forbidden</Title>
      </Stack>
    );
  }
  return (
    <Stack py="lg">
      <DocumentTitle>{`Admin | ${BRAND}`}</DocumentTitle>
      <Title order={1}>Admin dashboard</Title>
      <Tabs
        value={tab}
        onChange={(next) => setParams(next && next !== 'companies' ? { tab: next } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="companies">Companies and jobs</Tabs.Tab>
          <Tabs.Tab value="users">Users</Tabs.Tab>
          <Tabs.Tab value="company-list">All companies</Tabs.Tab>
          <Tabs.Tab value="jobs-list">All jobs</Tabs.Tab>
          <Tabs.Tab value="reviews">Reported reviews</Tabs.Tab>
          <Tabs.Tab value="jobs">Reported jobs</Tabs.Tab>
          <Tabs.Tab value="audit">Audit log</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users">
          <UsersList />
        </Tabs.Panel>
        <Tabs.Panel value="company-list">
          <CompaniesList />
        </Tabs.Panel>
        <Tabs.Panel value="jobs-list">
          <JobsList />
        </Tabs.Panel>
        <Tabs.Panel value="audit">
          <AuditLog />
        </Tabs.Panel>
        <Tabs.Panel value="reviews">
          <ReviewReportsQueue />
        </Tabs.Panel>
        <Tabs.Panel value="jobs">
          <JobReportsQueue />
        </Tabs.Panel>
        <Tabs.Panel value="companies">
          <Columns cols={{ base: 1, md: 2 }}>
            <Card withBorder>
              <Title order={2} size="h3" mb="xs">
                Create Company
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                Add a company on behalf of an employer.
              </Text>
              <Button onClick={() => setCreating(true)} w="fit-content">
                Create Company
              </Button>
            </Card>
            <Card withBorder>
              <Title order={2} size="h3" mb="xs">
                Post Job
              </Title>
              <AdminCompanyPicker />
            </Card>
          </Columns>
        </Tabs.Panel>
      </Tabs>
      <CompanyFormModal
        mode="admin"
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={() => undefined}
      />
    </Stack>
  );
}
