import { Stack, Title } from '@mantine/core';
import { BRAND } from '../../../lib/brand.ts';

/** What everyone but admins sees in the admin area (spec part 2: 'Forbidden'). */
export function Forbidden() {
  return (
    <Stack py="xl" align="center">
      <title>{`Forbidden | ${BRAND}`}</title>
      <Title order={1}>Forbidden</Title>
    </Stack>
  );
}
