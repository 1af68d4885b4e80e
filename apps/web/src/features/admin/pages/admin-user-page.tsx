import { Alert, Anchor, Badge, Card, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useSession } from '../../../lib/auth.ts';
import { BRAND } from '../../../lib/brand.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { formatDate } from '../../../lib/format.ts';
import { adminUserQuery } from '../api.ts';
import { AuditLogTable } from '../components/audit-log.tsx';
import { CompanySuspension } from '../components/company-suspension.tsx';
import { DecisionButton } from '../components/decision-button.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { ROLE_LABEL } from '../labels.ts';

/** /admin/users/:userId: one person as trust and safety sees them (decision 0189). */
export default function AdminUserPage() {
  const session = useSession();
  if (session?.role !== 'admin') return <Forbidden />;
  return <UserDetail />;
}

function UserDetail() {
  const { userId = '' } = useParams();
  const user = useQuery(adminUserQuery(userId));
  if (user.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading user" />
      </Center>
    );
  }
  if (user.isError) return <Alert color="red">Failed to load user</Alert>;
  const u = user.data.item;
  const name = u.full_name || u.email;
  return (
    <Stack py="lg" gap="lg">
      <DocumentTitle>{`${name} | Admin | ${BRAND}`}</DocumentTitle>
      <Anchor component={Link} to="/admin?tab=users" size="sm">
        Back to users
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4} miw={0} style={{ overflowWrap: 'anywhere' }}>
          <Title order={1}>{name}</Title>
          <Text c="dimmed">{`${u.email} · ${ROLE_LABEL[u.role]} · joined ${formatDate(u.created_at)}`}</Text>
          <Group gap="xs">
            <Badge color={u.suspended_at ? 'red' : 'green'}>{u.suspended_at ? 'Suspended' : 'Active'}</Badge>
            {u.closed_at && <Badge color="gray">{`Closed ${formatDate(u.closed_at)}`}</Badge>}
          </Group>
          {u.suspension_reason && (
            <Text size="sm">{`Suspended ${formatDate(u.suspended_at)}: ${u.suspension_reason}`}</Text>
          )}
        </Stack>
        {u.role !== 'admin' &&
          (u.suspended_at ? (
            <DecisionButton
              decision="restoreUser"
              id={u.id}
              label="Restore account"
              title={`Restore ${name}`}
              description="They can sign in again. They are e-mailed the reason."
              done="Account restored"
              size="sm"
            />
          ) : (
            <DecisionButton
              decision="suspendUser"
              id={u.id}
              label="Suspend account"
              title={`Suspend ${name}`}
              description="They are signed out everywhere at once and cannot sign in. They are e-mailed the reason."
              done="Account suspended"
              danger
              size="sm"
            />
          ))}
      </Group>

      <Card withBorder>
        <Title order={2} size="h3" mb="sm">
          Companies
        </Title>
        {u.companies.length === 0 ? (
          <Text c="dimmed">Not a member of any company.</Text>
        ) : (
          <Stack gap="xs">
            {u.companies.map((c) => (
              <Group key={c.id} justify="space-between" wrap="wrap">
                <Group gap="xs">
                  <Anchor component={Link} to={`/companies/${c.id}`}>
                    {c.name}
                  </Anchor>
                  <Badge variant="outline">{c.role === 'admin' ? 'Company admin' : 'Member'}</Badge>
                  {c.suspended_at && <Badge color="red">Suspended</Badge>}
                </Group>
                <CompanySuspension company={c} />
              </Group>
            ))}
          </Stack>
        )}
      </Card>

      <Card withBorder>
        <Title order={2} size="h3" mb="sm">
          {`Reports against them (${u.report_count})`}
        </Title>
        {u.reports.length === 0 ? (
          <Text c="dimmed">No reports.</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Reported</Table.Th>
                  <Table.Th>What</Table.Th>
                  <Table.Th>Reason</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {u.reports.map((r) => (
                  <Table.Tr key={`${r.kind}-${r.object_id}-${r.created_at}`}>
                    <Table.Td>{formatDate(r.created_at)}</Table.Td>
                    <Table.Td>
                      {r.kind === 'job' ? (
                        <Anchor component={Link} to={`/jobs/${r.object_id}`}>
                          {r.title}
                        </Anchor>
                      ) : (
                        `Review: ${r.title}`
                      )}
                      <Text size="xs" c="dimmed">
                        {r.company_name}
                      </Text>
                    </Table.Td>
                    <Table.Td>{[r.reason, r.comment].filter(Boolean).join(': ')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>

      <Card withBorder>
        <Title order={2} size="h3" mb="sm">
          Recent admin actions
        </Title>
        {u.actions.length === 0 ? <Text c="dimmed">None yet.</Text> : <AuditLogTable actions={u.actions} />}
      </Card>
    </Stack>
  );
}
