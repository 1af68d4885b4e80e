import type { ReceivedJobInvitation } from '@fitjobs/contract';
import { Anchor, Badge, Button, Card, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { formatDate } from '../../../lib/format.ts';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { blockCompany, declineInvitation, myInvitationsQuery } from '../pipeline-api.ts';

function InvitationCard({ invitation: i }: { invitation: ReceivedJobInvitation }) {
  const [blockOpened, block] = useDisclosure(false);
  const [busy, setBusy] = useState(false);
  const act = async (what: () => Promise<void>, done: string, failed: string) => {
    setBusy(true);
    try {
      await what();
      toast.success(done, AREA_TOAST);
    } catch {
      toast.error(failed, AREA_TOAST);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`Invitation: ${i.job_title}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} miw={0}>
          <Anchor component={Link} to={`/jobs/${i.job_id}`} fw={600} size="lg">
            {i.job_title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {i.company_name} invited you {formatDate(i.created_at)}
          </Text>
        </Stack>
        {i.applied ? (
          <Badge color="green" variant="light" style={{ flexShrink: 0 }}>
            Applied
          </Badge>
        ) : i.declined ? (
          <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
            Declined
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {i.message}
      </Text>
      <Group mt="md" gap="xs">
        {!i.applied && i.job_open && (
          <Button component={Link} to={`/jobs/${i.job_id}`} size="xs">
            View and apply
          </Button>
        )}
        {!i.job_open && !i.applied && (
          <Text size="sm" c="dimmed">
            This job no longer takes applications.
          </Text>
        )}
        {!i.applied && !i.declined && (
          <Button
            size="xs"
            variant="default"
            loading={busy}
            onClick={() =>
              void act(() => declineInvitation(i.id), 'Invitation declined', 'Failed to decline')
            }
          >
            Decline
          </Button>
        )}
        <Button size="xs" variant="subtle" color="red" onClick={block.open}>
          Block {i.company_name}
        </Button>
      </Group>
      <Modal opened={blockOpened} onClose={block.close} title={`Block ${i.company_name}?`} centered>
        <Stack>
          <Text size="sm">
            {i.company_name} will not be able to invite you again or find and open your resume. Applications
            you send them are not affected.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={block.close}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={busy}
              onClick={() =>
                void act(
                  () => blockCompany(i.company_id),
                  `${i.company_name} is blocked`,
                  'Failed to block',
                ).then(block.close)
              }
            >
              Block
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

/** Invitations to apply from employers who found the seeker's resume (decision 0176). */
export function MyInvitations() {
  const query = useQuery(myInvitationsQuery);
  if (query.isPending) return <Loader size="sm" aria-label="Loading invitations" />;
  if (query.isError) return <Text c="red">Failed to load invitations</Text>;
  if (query.data.length === 0) return null;
  return (
    <Stack component="section" aria-label="Invitations to apply" gap="sm">
      <Title order={2} size="h3">
        Invitations to apply
      </Title>
      {query.data.map((i) => (
        <InvitationCard key={i.id} invitation={i} />
      ))}
    </Stack>
  );
}
