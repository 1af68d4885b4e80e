import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BRAND } from '../lib/brand.ts';

const LINKS: { to: string; label: string }[] = [
  { to: '/', label: 'Find jobs' },
  { to: '/create-resume', label: 'Build your CV' },
  { to: '/saved-searches', label: 'Saved searches' },
  { to: '/applications', label: 'Applications' },
  { to: '/employers/create-job', label: 'Post a job' },
  { to: '/employers/search-resumes', label: 'Search resumes' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/employers/customer-service', label: 'Customer service' },
  { to: '/blog/why-we-building-fitjobs', label: `About ${BRAND}` },
  { to: '/blog', label: 'Blog' },
  { to: '/help-center', label: 'Help center' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
];

export function Footer() {
  return (
    <Container
      size="xl"
      py="xl"
      component="footer"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap="md" component="nav" aria-label="Footer">
        {LINKS.map((l) => (
          <Anchor key={l.to} component={Link} to={l.to} size="sm" c="dimmed">
            {l.label}
          </Anchor>
        ))}
      </Group>
      <Text size="sm" c="dimmed" mt="md">
        © 2025 {BRAND}. Find the right fit. Together.
      </Text>
    </Container>
  );
}
