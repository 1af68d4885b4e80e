import type { Role } from '@fitjobs/contract';
import { Anchor, Badge, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { adminUsersQuery, type UserFilters } from '../api.ts';
import { ROLE_LABEL } from '../labels.ts';
import { ListFrame, YesNoFilter } from './list-frame.tsx';

/** Users: search by e-mail or name; filter by role, closed, suspended, reported. */
export function UsersList() {
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), 300);
  const [filters, setFilters] = useState<Omit<UserFilters, 'query'>>({});
  const users = useInfiniteQuery(adminUsersQuery({ ...filters, query: query || undefined }));
  const items = users.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Stack gap="md" data-testid="admin-users">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Search users"
          placeholder="E-mail or name"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          w={{ base: '100%', sm: 280 }}
        />
        <Select
          label="Role"
          w={140}
          clearable
          placeholder="Any"
          data={(['employee', 'employer', 'admin'] as const).map((r) => ({ value: r, label: ROLE_LABEL[r] }))}
          value={filters.role ?? null}
          onChange={(v) => setFilters({ ...filters, role: (v as Role | null) ?? undefined })}
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
        <YesNoFilter
          label="Closed"
          value={filters.closed}
          onChange={(v) => setFilters({ ...filters, closed: v })}
        />
      </Group>
      <ListFrame query={users} what="users" count={items.length}>
        {items.map((u) => (
          <Card key={u.id} withBorder padding="sm">
            <Group justify="space-between" wrap="wrap">
              <Stack gap={0}>
                <Anchor component={Link} to={`/admin/users/${u.id}`} fw={600}>
                  {u.full_name || u.email}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {`${u.email} · ${ROLE_LABEL[u.role]} · joined ${formatDate(u.created_at)}`}
                </Text>
              </Stack>
              <Group gap="xs">
                {u.suspended_at && <Badge color="red">Suspended</Badge>}
                {u.closed_at && <Badge color="gray">Closed</Badge>}
                {u.report_count > 0 && (
                  <Badge
                    color="orange"
                    variant="light"
                  >{`${u.report_count} ${u.report_count === 1 ? 'report' : 'reports'}`}</Badge>
                )}
                {u.company_count > 0 && (
                  <Badge variant="outline">{`${u.company_count} ${u.company_count === 1 ? 'company' : 'companies'}`}</Badge>
                )}
              </Group>
            </Group>
          </Card>
        ))}
      </ListFrame>
    </Stack>
  );
}
