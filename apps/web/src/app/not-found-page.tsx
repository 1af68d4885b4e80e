import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BRAND } from '../lib/brand.ts';

export default function NotFoundPage() {
  return (
    <Stack align="center" py={80} gap="md">
      <title>{`Page not found | ${BRAND}`}</title>
      <Title order={1}>404</Title>
      <Text size="lg">Oops! The page you're looking for doesn't exist.</Text>
      <Button component={Link} to="/">
        Back to home
      </Button>
    </Stack>
  );
}
