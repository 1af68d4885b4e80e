import type { AdminActionItem } from '@fitjobs/contract';
import { Anchor, Box, Card, Stack, Table, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { auditLogQuery } from '../api.ts';
import { ACTION_LABEL } from '../labels.ts';
import { ListFrame } from './list-frame.tsx';

const two = (n: number) => String(n).padStart(2, '0');
/** '25 Nov 2026, 17:04' in local time. */
const formatDateTime = (iso: string) => {
  const d = new Date(iso);
  return `${formatDate(d)}, ${two(d.getHours())}:${two(d.getMinutes())}`;
};

/** Where an action's target can be looked at. */
function targetLink(a: AdminActionItem) {
  switch (a.target_type) {
    case 'user':
      return `/admin/users/${a.target_id}`;
    case 'company':
      return `/companies/${a.target_id}`;
    case 'job':
      return `/jobs/${a.target_id}`;
    case 'review':
      return null;
  }
}

const TARGET_LABEL = { user: 'User', company: 'Company', job: 'Job', review: 'Review' } as const;

function Target({ action }: { action: AdminActionItem }) {
  const to = targetLink(action);
  const text = TARGET_LABEL[action.target_type];
  return to ? (
    <Anchor component={Link} to={to}>
      {text}
    </Anchor>
  ) : (
    text
  );
}

/**
 * The audit log, newest first (read only: nothing here edits it): a table on wide screens, one
 * card a line on phones, where five columns would hide the reason off to the side.
 */
export function AuditLogTable({ actions }: { actions: AdminActionItem[] }) {
  return (
    <>
      <Stack gap="xs" hiddenFrom="sm">
        {actions.map((a) => (
          <Card key={a.id} withBorder padding="xs">
            <Text size="sm" fw={600}>
              {ACTION_LABEL[a.action]} · <Target action={a} />
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {`${formatDateTime(a.created_at)} · ${a.admin_email}`}
            </Text>
            {a.reason && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {a.reason}
              </Text>
            )}
          </Card>
        ))}
      </Stack>
      <Box visibleFrom="sm">
        <AuditTable actions={actions} />
      </Box>
    </>
  );
}

function AuditTable({ actions }: { actions: AdminActionItem[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Admin</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>On</Table.Th>
            <Table.Th>Reason</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {actions.map((a) => {
            return (
              <Table.Tr key={a.id}>
                <Table.Td>{formatDateTime(a.created_at)}</Table.Td>
                <Table.Td>{a.admin_email}</Table.Td>
                <Table.Td>{ACTION_LABEL[a.action]}</Table.Td>
                <Table.Td>
                  <Target action={a} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {a.reason ?? ''}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function AuditLog() {
  const log = useInfiniteQuery(auditLogQuery);
  const items = log.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div data-testid="admin-audit-log">
      <ListFrame query={log} what="admin actions" count={items.length}>
        <AuditLogTable actions={items} />
      </ListFrame>
    </div>
  );
}
