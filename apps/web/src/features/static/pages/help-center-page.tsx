import { Accordion, Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconUserSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BRAND } from '../../../lib/brand.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { IconBadge } from '../../../lib/icon-badge.tsx';
import { PageDescription } from '../../../lib/page-description.tsx';
import { ContactCard } from '../components/contact-card.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { HELP_SECTIONS, type HelpAudience } from '../content/help.ts';
import { STATIC_HEADS } from '../page-heads.ts';

const ICONS: Record<HelpAudience, typeof IconBriefcase> = {
  'Job seekers': IconUserSearch,
  Employers: IconBriefcase,
};

/** An id without spaces (HTML ids may hold none): Mantine builds each question's ids from its value. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const sectionId = (audience: string) => `help-${slug(audience)}`;

export default function HelpCenterPage() {
  return (
    <Container size="md" py="xl">
      <DocumentTitle>{STATIC_HEADS['/help-center'].title}</DocumentTitle>
      <PageDescription content={STATIC_HEADS['/help-center'].description} />
      <PageHeader
        eyebrow="Help center"
        title="How can we help?"
        lead={`Answers to the most common questions from job seekers and employers using ${BRAND}.`}
      />
      <Stack gap={48}>
        {HELP_SECTIONS.map((section) => {
          const Icon = ICONS[section.audience];
          return (
            <section key={section.audience} aria-labelledby={sectionId(section.audience)}>
              <Group gap="sm" mb="md">
                <IconBadge size={36} radius="md" variant="light" color="teal">
                  <Icon size={20} />
                </IconBadge>
                <Title order={2} fz="h3" id={sectionId(section.audience)}>
                  {section.audience}
                </Title>
              </Group>
              <Accordion variant="separated" radius="md" multiple>
                {section.items.map((item) => (
                  <Accordion.Item key={item.question} value={slug(item.question)}>
                    <Accordion.Control>
                      <Text component="span" fw={600}>
                        {item.question}
                      </Text>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <Text c="gray.7" lh={1.65}>
                        {item.answer}
                      </Text>
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </section>
          );
        })}
        <ContactCard title="Still need help?">
          <Text c="gray.7" fz="sm">
            Employers can also visit{' '}
            <Anchor component={Link} to="/employers/customer-service" underline="always">
              customer service
            </Anchor>{' '}
            for billing and job ad questions.
          </Text>
        </ContactCard>
      </Stack>
    </Container>
  );
}
