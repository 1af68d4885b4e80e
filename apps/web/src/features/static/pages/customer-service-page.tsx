import { Anchor, Card, Container, Stack, Text, Title } from '@mantine/core';
import { IconFileInvoice, IconKey, IconSpeakerphone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Columns } from '../../../lib/columns.tsx';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { IconBadge } from '../../../lib/icon-badge.tsx';
import { PageDescription } from '../../../lib/page-description.tsx';
import { ContactCard } from '../components/contact-card.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { CUSTOMER_SERVICE } from '../content/help.ts';
import { STATIC_HEADS } from '../page-heads.ts';

const TOPIC_ICONS = [IconFileInvoice, IconSpeakerphone, IconKey];

export default function CustomerServicePage() {
  return (
    <Container size="lg" py="xl">
      <DocumentTitle>{STATIC_HEADS['/employers/customer-service'].title}</DocumentTitle>
      <PageDescription content={STATIC_HEADS['/employers/customer-service'].description} />
      <PageHeader eyebrow="For employers" title="Customer service" lead={CUSTOMER_SERVICE.intro} />
      <Stack gap="xl">
        <ContactCard title="Contact us" />
        <Columns cols={{ base: 1, md: 3 }} spacing="lg">
          {CUSTOMER_SERVICE.topics.map((topic, i) => {
            const Icon = TOPIC_ICONS[i % TOPIC_ICONS.length] ?? IconKey;
            return (
              <Card key={topic.title} component="section" withBorder radius="lg" padding="lg">
                <IconBadge size={40} radius="md" variant="light" color="teal" mb="md">
                  <Icon size={22} />
                </IconBadge>
                <Title order={2} fz="h4" mb="xs">
                  {topic.title}
                </Title>
                <Text c="gray.7" fz="sm" lh={1.65}>
                  {topic.body}
                </Text>
              </Card>
            );
          })}
        </Columns>
        <Text c="dimmed">
          Looking for quick answers? Visit the{' '}
          <Anchor component={Link} to="/help-center" underline="always">
            help center
          </Anchor>
          , or compare plans on the{' '}
          <Anchor component={Link} to="/pricing" underline="always">
            pricing page
          </Anchor>
          .
        </Text>
      </Stack>
    </Container>
  );
}
