import type { EmployeeApplication } from '@fitjobs/contract';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The top of a card under Applied jobs: the job and company links, when and where the person
 * applied, and a badge; `children` adds lines under the date (the status history).
 */
export function ApplicationCardHead({
  application: a,
  applied,
  badge,
  children,
}: {
  application: EmployeeApplication;
  applied: string;
  badge: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <Stack gap={4}>
        <Anchor component={Link} to={`/jobs/${a.job_id}`} fw={600} size="lg">
          {a.job_title}
        </Anchor>
        <Anchor component={Link} to={`/companies/${a.job_company_id}`} c="dimmed" size="sm">
          {a.company_name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {applied}
        </Text>
        {children}
      </Stack>
      {badge}
    </Group>
  );
}
