import { Anchor, Card, Group, Loader, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { hiringSummaryQuery } from '../../applications/pipeline-api.ts';

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/**
 * The dashboard's hires (decision 0175): how many people the company hired, the median time to
 * hire, and per job with a hire its applicants, hires and days from posting to the first hire.
 */
export function HiringSummaryCard({ companyId }: { companyId: string }) {
  const summary = useQuery(hiringSummaryQuery(companyId));
  return (
    <Card withBorder component="section" aria-labelledby="hires-heading">
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={2} size="h3" id="hires-heading">
          Hires
        </Title>
        {summary.data && (
          <Text size="sm" c="dimmed">
            {summary.data.hires === 1 ? '1 hire' : `${summary.data.hires} hires`}
            {summary.data.median_days_to_hire !== null &&
              ` · median time to hire ${days(summary.data.median_days_to_hire)}`}
          </Text>
        )}
      </Group>
      {summary.isPending && <Loader size="sm" aria-label="Loading hires" />}
      {summary.isError && <Text c="red">Failed to load hires</Text>}
      {summary.data && summary.data.jobs.length === 0 && (
        <Text size="sm" c="dimmed">
          No hires yet. Move an applicant to Hired and the time to hire shows here.
        </Text>
      )}
      {summary.data && summary.data.jobs.length > 0 && (
        <Table.ScrollContainer minWidth={440}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Job</Table.Th>
                <Table.Th ta="right">Applicants</Table.Th>
                <Table.Th ta="right">Hires</Table.Th>
                <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                  Time to hire
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.data.jobs.map((j) => (
                <Table.Tr key={j.job_id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/employers/jobs/${j.job_id}/applications`} size="sm">
                      {j.job_title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{j.applications}</Table.Td>
                  <Table.Td ta="right">{j.hires}</Table.Td>
                  <Table.Td ta="right">{j.days_to_hire === null ? '–' : days(j.days_to_hire)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
