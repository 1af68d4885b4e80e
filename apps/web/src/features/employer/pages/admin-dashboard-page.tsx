import { Button, Card, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSession } from '../../../lib/auth.ts';
import { BRAND } from '../../../lib/brand.ts';
import { JobReportsQueue, ReviewReportsQueue } from '../../moderation/components/reports-queue.tsx';
import { AdminCompanyPicker } from '../components/admin-company-picker.tsx';
import { CompanyFormModal } from '../components/company-form-modal.tsx';

/**
 * /admin: create companies, find one and post a job for it; the queues of reported reviews and
 * jobs. Everyone else sees 'Forbidden'.
 */
export default function AdminDashboardPage() {
  const session = useSession();
  const [creating, setCreating] = useState(false);
  if (session?.role !== 'admin') {
    return (
      <Stack py="xl" align="center">
        <title>{`Forbidden | ${BRAND}`}</title>
        <Title order={1}>Forbidden</Title>
      </Stack>
    );
  }
  return (
    <Stack py="lg">
      <title>{`Admin | ${BRAND}`}</title>
      <Title order={1}>Admin dashboard</Title>
      <Tabs defaultValue="companies" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="companies">Companies and jobs</Tabs.Tab>
          <Tabs.Tab value="reviews">Reported reviews</Tabs.Tab>
          <Tabs.Tab value="jobs">Reported jobs</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="reviews">
          <ReviewReportsQueue />
        </Tabs.Panel>
        <Tabs.Panel value="jobs">
          <JobReportsQueue />
        </Tabs.Panel>
        <Tabs.Panel value="companies">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
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
          </SimpleGrid>
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
