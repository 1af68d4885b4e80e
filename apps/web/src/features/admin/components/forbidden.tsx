import { Stack, Title } from '@mantine/core';
import { BRAND } from '../../../lib/brand.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';

/** What everyone but admins sees in the admin area (spec part 2: 'Forbidden'). */
export function Forbidden() {
  return (
    <Stack py="xl" align="center">
      <DocumentTitle>{`Forbidden | ${BRAND}`}</DocumentTitle>
      <Title order={1}>Forbidden</Title>
    </Stack>
  );
}
