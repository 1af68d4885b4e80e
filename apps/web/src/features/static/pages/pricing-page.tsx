import { Alert, Anchor, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Columns } from '../../../lib/columns.tsx';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { PageDescription } from '../../../lib/page-description.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { PlanCard } from '../components/plan-card.tsx';
import { BETA_NOTE, PLANS, PREMIUM_FOOTNOTE } from '../content/pricing.ts';
import { STATIC_HEADS } from '../page-heads.ts';

export default function PricingPage() {
  return (
    <Container size="lg" py="xl">
      <DocumentTitle>{STATIC_HEADS['/pricing'].title}</DocumentTitle>
      <PageDescription content={STATIC_HEADS['/pricing'].description} />
      <PageHeader
        align="center"
        eyebrow="Pricing"
        title="Simple plans for hiring in New Zealand and Australia"
        lead="Post jobs, receive applicants directly and search resumes. All plans are free while we are in beta."
      />
      <Alert
        variant="light"
        color="teal"
        radius="md"
        icon={<IconInfoCircle />}
        title="Free during beta"
        mb="xl"
        maw={820}
        mx="auto"
      >
        {BETA_NOTE}
      </Alert>
      <Columns cols={{ base: 1, md: 3 }} spacing="lg" mt="lg">
        {PLANS.map((plan) => (
          <PlanCard key={plan.name} plan={plan} />
        ))}
      </Columns>
      <Stack gap={4} mt="lg" maw={820} mx="auto">
        <Text fz="sm" c="dimmed" ta="center">
          Struck-through prices are list prices that apply after launch. Billing starts after launch.
        </Text>
        <Text fz="sm" c="dimmed" ta="center">
          * {PREMIUM_FOOTNOTE}
        </Text>
      </Stack>
      <Card withBorder radius="lg" padding="xl" mt={48} bg="teal.0">
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap={4}>
            <Title order={2} fz="h3">
              Ready to hire?
            </Title>
            <Text c="dimmed">
              Post your first job today. Questions about plans or invoices?{' '}
              <Anchor component={Link} to="/employers/customer-service" underline="always">
                Contact customer service
              </Anchor>
              .
            </Text>
          </Stack>
          <Button component={Link} to="/employers/create-job" size="md">
            Post a job
          </Button>
        </Group>
      </Card>
    </Container>
  );
}
