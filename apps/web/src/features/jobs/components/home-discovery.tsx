import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Columns } from '../../../lib/columns.tsx';
import { formatAmount } from '../../../lib/format.ts';
import { boardStatsQuery } from '../board-stats.ts';
import { type RecentSearch, recentSearches } from '../recent-searches.ts';

/** Below the hero: the live jobs, the busiest classifications, and this browser's recent searches. */
export function HomeDiscovery() {
  const stats = useQuery(boardStatsQuery);
  // Read after hydration: the server cannot see this browser's storage.
  const [recent, setRecent] = useState<RecentSearch[]>([]);
  useEffect(() => setRecent(recentSearches()), []);

  return (
    <Stack w="100%" maw={960} gap="xl" px="md">
      {recent.length > 0 && (
        <section aria-labelledby="recent-searches">
          <Title order={2} fz="h4" id="recent-searches" mb="xs">
            Your recent searches
          </Title>
          <Group gap="sm">
            {recent.map((s) => (
              <Anchor key={s.query_string} component={Link} to={`/jobs?${s.query_string}`}>
                {s.label}
              </Anchor>
            ))}
          </Group>
        </section>
      )}
      {stats.data && (
        <section aria-labelledby="popular-classifications">
          <Group justify="space-between" align="baseline" mb="xs">
            <Title order={2} fz="h4" id="popular-classifications">
              Popular classifications
            </Title>
            <Anchor component={Link} to="/jobs" data-testid="live-jobs">
              {formatAmount(stats.data.live_jobs)} live {stats.data.live_jobs === 1 ? 'job' : 'jobs'}
            </Anchor>
          </Group>
          <Columns cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
            {stats.data.industries.map((i) => (
              <Anchor key={i.id} component={Link} to={`/jobs?industry_id=${i.id}`}>
                {i.name}{' '}
                <Text span c="dimmed" fz="sm">
                  ({formatAmount(i.count)})
                </Text>
              </Anchor>
            ))}
          </Columns>
        </section>
      )}
    </Stack>
  );
}
