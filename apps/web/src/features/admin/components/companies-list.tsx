import { Anchor, Badge, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { adminCompaniesQuery, type CompanyFilters } from '../api.ts';
import { CompanySuspension } from './company-suspension.tsx';
import { ListFrame, YesNoFilter } from './list-frame.tsx';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Companies: search by name; filter by suspended and reported; suspend or restore each. */
export function CompaniesList() {
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), 300);
  const [filters, setFilters] = useState<Omit<CompanyFilters, 'query'>>({});
  const companies = useInfiniteQuery(adminCompaniesQuery({ ...filters, query: query || undefined }));
  const items = companies.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Stack gap="md" data-testid="admin-companies">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Search companies"
          placeholder="Company name"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          w={{ base: '100%', sm: 280 }}
        />
        <YesNoFilter
          label="Suspended"
          value={filters.suspended}
          onChange={(v) => setFilters({ ...filters, suspended: v })}
        />
        <YesNoFilter
          label="Reported"
          value={filters.reported}
          onChange={(v) => setFilters({ ...filters, reported: v })}
        />
      </Group>
      <ListFrame query={companies} what="companies" count={items.length}>
        {items.map((c) => (
          <Card key={c.id} withBorder padding="sm" data-testid={`admin-company-${c.id}`}>
            <Group justify="space-between" wrap="wrap" align="flex-start">
              <Stack gap={2}>
                <Anchor component={Link} to={`/companies/${c.id}`} fw={600}>
                  {c.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {[
                    plural(c.member_count, 'member', 'members'),
                    plural(c.job_count, 'job', 'jobs'),
                    `since ${formatDate(c.created_at)}`,
                  ].join(' · ')}
                </Text>
                {c.suspension_reason && <Text size="sm">{`Suspended: ${c.suspension_reason}`}</Text>}
              </Stack>
              <Group gap="xs">
                {c.suspended_at && <Badge color="red">Suspended</Badge>}
                {c.report_count > 0 && (
                  <Badge color="orange" variant="light">
                    {plural(c.report_count, 'report', 'reports')}
                  </Badge>
                )}
                <CompanySuspension company={c} />
              </Group>
            </Group>
          </Card>
        ))}
      </ListFrame>
    </Stack>
  );
}
