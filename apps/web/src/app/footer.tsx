import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BRAND } from '../lib/brand.ts';
import { Columns } from '../lib/columns.tsx';

interface FooterLink {
  to: string;
  label: string;
}

/** The spec's footer links (part 1, "Navigation bar and footer"), grouped for the reader. */
const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Job seekers',
    links: [
      { to: '/', label: 'Find jobs' },
      { to: '/create-resume', label: 'Build your CV' },
      { to: '/saved-searches', label: 'Saved searches' },
      { to: '/applications', label: 'Applications' },
    ],
  },
  {
    title: 'Employers',
    links: [
      { to: '/employers/create-job', label: 'Post a job' },
      { to: '/employers/search-resumes', label: 'Search resumes' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/employers/customer-service', label: 'Customer service' },
    ],
  },
  {
    title: BRAND,
    links: [
      { to: '/blog/why-we-building-fitjobs', label: `About ${BRAND}` },
      { to: '/blog', label: 'Blog' },
      { to: '/help-center', label: 'Help center' },
      { to: '/privacy', label: 'Privacy' },
      { to: '/terms', label: 'Terms' },
    ],
  },
];

export function Footer() {
  return (
    <Container
      fluid
      component="footer"
      bg="white"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="xl" py={48}>
        <Columns cols={{ base: 1, xs: 2, md: 4 }} spacing="xl" component="nav" aria-label="Footer">
          <Stack gap={6}>
            <Group gap={8}>
              <img src="/favicon.svg" alt="" width={26} height={26} />
              <Text fw={800} fz="lg" c="teal.9">
                {BRAND}
              </Text>
            </Group>
            <Text fz="sm" c="dimmed" maw={260}>
              Jobs in New Zealand and Australia.
            </Text>
          </Stack>
          {COLUMNS.map((column) => (
            <Stack key={column.title} gap={8}>
              <Text fw={700} fz="sm">
                {column.title}
              </Text>
              {column.links.map((l) => (
                <Anchor key={l.to} component={Link} to={l.to} fz="sm" c="gray.7">
                  {l.label}
                </Anchor>
              ))}
            </Stack>
          ))}
        </Columns>
        <Text fz="sm" c="dimmed" mt={40}>
          © {new Date().getFullYear()} {BRAND}. Find the right fit. Together.
        </Text>
      </Container>
    </Container>
  );
}
