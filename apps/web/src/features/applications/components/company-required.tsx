import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Employer screens act for the first company of the user; without one there is nothing to show. */
export function CompanyRequired() {
  return (
    <Stack align="center" py="xl" gap="xs">
      <Text>Create a company to receive applications.</Text>
      <Anchor component={Link} to="/employers/dashboard">
        Go to dashboard
      </Anchor>
    </Stack>
  );
}
