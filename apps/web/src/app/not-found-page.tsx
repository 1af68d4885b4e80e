import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BRAND } from '../lib/brand.ts';
import { DocumentTitle } from '../lib/document-title.tsx';

export default function NotFoundPage() {
  return (
    <Stack align="center" py={80} gap="md">
      <DocumentTitle>{`Page not found | ${BRAND}`}</DocumentTitle>
      <Title order={1}>404</Title>
      <Text size="lg">Oops! The page you're looking for doesn't exist.</Text>
      <Button component={Link} to="/">
        Back to home
      </Button>
    </Stack>
  );
}
