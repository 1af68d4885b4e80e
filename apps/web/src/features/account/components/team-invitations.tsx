import type { ReceivedTeamInvitation } from '@fitjobs/contract';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { ApiError, refreshSession } from '../../../lib/api.ts';
import { useSession } from '../../../lib/auth.ts';
import { formatDate } from '../../../lib/format.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { answerTeamInvitation, teamInvitationsQuery } from '../api.ts';

const roleName = (r: ReceivedTeamInvitation['role']) => (r === 'admin' ? 'an admin' : 'a member');

/** Why this account cannot accept (one role per account), or null for an employer account. */
function oneRoleNote(role: string | undefined): string | null {
  if (role === 'employer') return null;
  const what = role === 'admin' ? 'an admin' : 'a job seeker';
  return `This is ${what} account, and an account has one role, so it cannot join a company team. Ask the company to invite an address you sign in with as an employer, or decline.`;
}

function Invitation({ invitation: i, note }: { invitation: ReceivedTeamInvitation; note: string | null }) {
  const canAccept = note === null;
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const answer = async (what: 'accept' | 'decline') => {
    setBusy(what);
    try {
      await answerTeamInvitation(i.id, what);
      if (what === 'decline') {
        toast.success('Invitation declined', AREA_TOAST);
        return;
      }
      // The new access token carries the company; employer screens read it from there.
      await refreshSession();
      await queryClient.invalidateQueries({ queryKey: ['employer'] });
      toast.success(`You joined ${i.company_name}`, AREA_TOAST);
      await navigate('/employers/team');
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'Failed to answer the invitation', AREA_TOAST);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={`Team invitation: ${i.company_name}`}
    >
      <Stack gap={4}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {i.company_name}
        </Text>
        <Text size="sm" c="dimmed">
          {`Invites you to join its team as ${roleName(i.role)} · expires ${formatDate(i.expires_at)}`}
        </Text>
      </Stack>
      {note && (
        <Text size="sm" mt="sm">
          {note}
        </Text>
      )}
      <Group mt="md" gap="xs">
        {canAccept && (
          <Button
            size="xs"
            loading={busy === 'accept'}
            disabled={busy !== null}
            onClick={() => void answer('accept')}
          >
            Accept
          </Button>
        )}
        <Button
          size="xs"
          variant="default"
          loading={busy === 'decline'}
          disabled={busy !== null}
          onClick={() => void answer('decline')}
        >
          Decline
        </Button>
      </Group>
    </Card>
  );
}

/**
 * Team invitations waiting in this account (decision 0188): nothing changes until the person
 * accepts; only an employer account can. Shown only when there are some.
 */
export function TeamInvitations() {
  const session = useSession();
  const invitations = useQuery({ ...teamInvitationsQuery, enabled: session !== null });
  const items = invitations.data ?? [];
  if (items.length === 0) return null;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="team-invitations-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="team-invitations-title">
          Team invitations
        </Title>
        <Text size="sm" c="dimmed">
          A company asked you to join its team. Nothing changes until you accept.
        </Text>
        {items.map((i) => (
          <Invitation key={i.id} invitation={i} note={oneRoleNote(session?.role)} />
        ))}
      </Stack>
    </Card>
  );
}
