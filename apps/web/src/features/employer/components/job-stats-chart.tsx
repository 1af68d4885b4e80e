import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { jobFigures } from '../../../lib/format.ts';
import { jobStatsQuery } from '../api.ts';

const SERIES = [
  { name: 'views', label: 'Views', color: 'blue.6' },
  { name: 'apply_clicks', label: 'Apply clicks', color: 'orange.6' },
  { name: 'applications', label: 'Applications', color: 'green.7' },
];

const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-NZ', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/**
 * How the job is doing, per day of its life. This module (with @mantine/charts and recharts) is
 * loaded only by the job's applications page, never on a first visit (decision 0152).
 */
export default function JobStatsChart({ companyId, jobId }: { companyId: string; jobId: string }) {
  const stats = useQuery(jobStatsQuery(companyId, jobId));
  if (stats.isPending)
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading job figures" />
      </Center>
    );
  if (stats.isError) return <Text c="red">Failed to load the job’s figures</Text>;
  const s = stats.data;
  const data = s.days.map((d) => ({ ...d, date: shortDay(d.date) }));
  return (
    <Card withBorder component="section" aria-label="How this job is doing">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            How this job is doing
          </Title>
          <Text size="sm" c="dimmed">
            {jobFigures(s)}
          </Text>
        </Group>
        <LineChart
          h={220}
          data={data}
          dataKey="date"
          series={SERIES}
          withLegend
          curveType="monotone"
          tickLine="x"
          yAxisProps={{ allowDecimals: false }}
          aria-label={`Views, apply clicks and applications per day: ${jobFigures(s)} in total`}
          role="img"
        />
      </Stack>
    </Card>
  );
}
