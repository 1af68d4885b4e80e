import { type CompanyRole, InvitationInsertBody, type InvitationInsertInput } from '@fitjobs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { ApiError } from '../../../lib/api.ts';
import { useSession } from '../../../lib/auth.ts';
import { BRAND } from '../../../lib/brand.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { formatDate } from '../../../lib/format.ts';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { changeMemberRole } from '../../applications/pipeline-api.ts';
import {
  employerCompaniesQuery,
  inviteColleague,
  removeMember,
  teamQuery,
  teamQueryKey,
  useEmployerCompanies,
  withdrawInvitation,
} from '../api.ts';

const ROLES: { value: CompanyRole; label: string }[] = [
  { value: 'member', label: 'Member' },
  { value: 'admin', label: 'Admin' },
];
const roleLabel = (r: CompanyRole) => (r === 'admin' ? 'Admin' : 'Member');
const failure = (err: unknown, fallback: string) => (err instanceof ApiError ? err.message : fallback);

function InviteForm({ companyId, onDone }: { companyId: string; onDone: () => Promise<void> }) {
  const blank: InvitationInsertInput = { company_id: companyId, email: '', role: 'member' };
  const form = useForm<InvitationInsertInput>({
    resolver: zodResolver(InvitationInsertBody) as never,
    defaultValues: blank,
  });
  const [busy, setBusy] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      await inviteColleague(values);
      toast.success(`Invitation sent to ${values.email}`, AREA_TOAST);
      form.reset(blank);
      await onDone();
    } catch (err) {
      toast.error(failure(err, 'Failed to send the invitation'), AREA_TOAST);
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Invite a colleague">
      <Group align="flex-start">
        <TextInput
          label="E-mail"
          type="email"
          {...form.register('email')}
          error={form.formState.errors.email?.message}
          w={{ base: '100%', sm: 300 }}
        />
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Select
              label="Role"
              data={ROLES}
              value={field.value}
              onChange={(v) => field.onChange(v ?? 'member')}
              allowDeselect={false}
              w={140}
            />
          )}
        />
        <Button type="submit" loading={busy} mt={{ base: 0, sm: 25 }}>
          Invite
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        They join once they accept it in their FitJobs account, signed in with that address.
      </Text>
    </form>
  );
}

/** /employers/team: members and invitations; admins invite, remove and change roles (0153, 0179). */
export default function TeamPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useSession()?.userId;
  const companies = useEmployerCompanies();
  const company = companies.data?.[0];
  const team = useQuery({ ...teamQuery(company?.id ?? ''), enabled: Boolean(company) });
  const isAdmin = company?.role === 'admin';
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamQueryKey(company?.id ?? '') });

  const remove = async (userId: string, email: string) => {
    if (!company) return;
    try {
      await removeMember(company.id, userId);
      if (userId === me) {
        toast.success(`You left ${company.name}`, AREA_TOAST);
        await queryClient.invalidateQueries({ queryKey: employerCompaniesQuery.queryKey });
        await navigate('/employers/dashboard');
        return;
      }
      toast.success(`${email} was removed`, AREA_TOAST);
      await refresh();
    } catch (err) {
      toast.error(failure(err, 'Failed to remove the member'), AREA_TOAST);
    }
  };

  // The last admin stays one: the server answers 409 with the sentence shown (decision 0179).
  const changeRole = async (userId: string, role: CompanyRole) => {
    if (!company) return;
    try {
      await changeMemberRole(company.id, userId, role);
      toast.success(`Role changed to ${roleLabel(role)}`, AREA_TOAST);
      await refresh();
      if (userId === me) await queryClient.invalidateQueries({ queryKey: employerCompaniesQuery.queryKey });
    } catch (err) {
      toast.error(failure(err, 'Failed to change the role'), AREA_TOAST);
    }
  };

  const withdraw = async (id: string) => {
    if (!company) return;
    try {
      await withdrawInvitation(company.id, id);
      await refresh();
    } catch (err) {
      toast.error(failure(err, 'Failed to withdraw the invitation'), AREA_TOAST);
    }
  };

  let body: React.ReactNode;
  if (companies.isPending || team.isPending) body = <Loader aria-label="Loading the team" />;
  else if (!company) body = <Text c="dimmed">You should create a company first.</Text>;
  else if (team.isError || companies.isError) body = <Alert color="red">Failed to load the team</Alert>;
  else
    body = (
      <>
        {isAdmin && (
          <Card withBorder>
            <Title order={2} size="h4" mb="sm">
              Invite a colleague
            </Title>
            <InviteForm companyId={company.id} onDone={refresh} />
          </Card>
        )}
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            Members
          </Title>
          <Table.ScrollContainer minWidth={320}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {team.data.members.map((m) => (
                  <Table.Tr key={m.user_id}>
                    <Table.Td>{m.full_name ?? '—'}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{m.email}</Table.Td>
                    <Table.Td>
                      {isAdmin ? (
                        <Select
                          size="xs"
                          w={120}
                          data={ROLES}
                          value={m.role}
                          allowDeselect={false}
                          aria-label={`Role of ${m.email}`}
                          onChange={(v) => v && v !== m.role && void changeRole(m.user_id, v as CompanyRole)}
                        />
                      ) : (
                        <Text size="sm" fw={m.role === 'admin' ? 600 : 400}>
                          {roleLabel(m.role)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      {m.user_id === me ? (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => void remove(m.user_id, m.email)}
                        >
                          Leave
                        </Button>
                      ) : (
                        isAdmin && (
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            onClick={() => void remove(m.user_id, m.email)}
                            aria-label={`Remove ${m.email}`}
                          >
                            Remove
                          </Button>
                        )
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            Invitations
          </Title>
          {team.data.invitations.length === 0 ? (
            <Text c="dimmed" size="sm">
              No open invitations.
            </Text>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {team.data.invitations.map((i) => (
                <Group key={i.id} component="li" justify="space-between">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {`${i.email} · ${roleLabel(i.role)} · invited ${formatDate(i.created_at)} · `}
                    {i.status === 'declined'
                      ? `declined (can be invited again after ${formatDate(i.expires_at)})`
                      : `waiting for an answer until ${formatDate(i.expires_at)}`}
                  </Text>
                  {isAdmin && i.status === 'pending' && (
                    <Button
                      size="xs"
                      variant="subtle"
                      onClick={() => void withdraw(i.id)}
                      aria-label={`Withdraw the invitation of ${i.email}`}
                    >
                      Withdraw
                    </Button>
                  )}
                </Group>
              ))}
            </Stack>
          )}
        </Card>
      </>
    );

  return (
    <Stack py="lg" maw={960} mx="auto">
      <DocumentTitle>{`Team | ${BRAND}`}</DocumentTitle>
      <Title order={1}>Team{company ? `: ${company.name}` : ''}</Title>
      {body}
    </Stack>
  );
}
