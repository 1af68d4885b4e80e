import type { EmployeeApplication } from '@fitjobs/contract';
import { Button, Card, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessage, IconTrash } from '@tabler/icons-react';
import { toast } from 'react-toastify/unstyled';
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx';
import { formatDate, label } from '../../../lib/format.ts';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { revokeApplication } from '../api.ts';
import { ApplicationCardHead } from './application-card-head.tsx';
import { ChatDialog } from './chat-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';
import { WithdrawButton } from './withdraw-button.tsx';

/** One of the seeker's applications: links, status, cover letter, chat and revoke. */
export function MyApplicationCard({ application: a }: { application: EmployeeApplication }) {
  const [chatOpened, chat] = useDisclosure(false);
  const [letterOpened, letter] = useDisclosure(false);
  const [confirmOpened, confirm] = useDisclosure(false);
  const revoke = async () => {
    try {
      await revokeApplication(a.id);
      toast.success('Application has been revoked successfully', AREA_TOAST);
      confirm.close();
    } catch {
      toast.error('Failed to revoke the application', AREA_TOAST);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={a.job_title}>
      <ApplicationCardHead
        application={a}
        applied={`Applied ${formatDate(a.created_at)}`}
        badge={<StatusBadge status={a.status} />}
      >
        {a.status_history.length > 1 && (
          <Text size="sm" c="dimmed" aria-label="Status history">
            {a.status_history
              .map((h) => `${label('application_status', h.status)} ${formatDate(h.at)}`)
              .join(' → ')}
          </Text>
        )}
      </ApplicationCardHead>
      <Group mt="md" gap="xs">
        <Button variant="light" size="xs" leftSection={<IconMessage size={16} />} onClick={chat.open}>
          Chat
        </Button>
        <Button variant="default" size="xs" onClick={letter.open}>
          Cover letter
        </Button>
        <WithdrawButton application={a} />
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconTrash size={16} />}
          onClick={confirm.open}
        >
          Revoke
        </Button>
      </Group>

      <ChatDialog
        applicationId={a.id}
        title={`Chat: ${a.job_title}`}
        opened={chatOpened}
        onClose={chat.close}
      />
      <Modal opened={letterOpened} onClose={letter.close} title="Cover letter" size="lg" centered>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{a.cover_letter || 'No cover letter was sent.'}</Text>
      </Modal>
      <ConfirmDialog
        opened={confirmOpened}
        onClose={confirm.close}
        title="Revoke application"
        confirmLabel="Revoke"
        onConfirm={revoke}
      >
        Revoke your application for {a.job_title} at {a.company_name}? The employer will no longer see it and
        the chat is deleted.
      </ConfirmDialog>
    </Card>
  );
}
