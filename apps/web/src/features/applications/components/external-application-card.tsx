import type { EmployeeApplication } from '@fitjobs/contract';
import { Badge, Button, Card, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { toast } from 'react-toastify/unstyled';
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx';
import { formatDate } from '../../../lib/format.ts';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { removeExternalApplication } from '../api.ts';
import { ApplicationCardHead } from './application-card-head.tsx';

/**
 * A job the seeker applied to on the employer's own site (decision 0173): no chat, letter or
 * status here, since the employer holds the application there; Remove takes it off the list.
 */
export function ExternalApplicationCard({ application: a }: { application: EmployeeApplication }) {
  const [confirmOpened, confirm] = useDisclosure(false);
  const remove = async () => {
    try {
      await removeExternalApplication(a.id);
      toast.success('Removed from your applied jobs', AREA_TOAST);
      confirm.close();
    } catch {
      toast.error('Failed to remove it', AREA_TOAST);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={a.job_title}>
      <ApplicationCardHead
        application={a}
        applied={`Applied on the employer's site ${formatDate(a.created_at)}`}
        badge={
          <Badge variant="light" color="gray">
            Employer's site
          </Badge>
        }
      />
      <Group mt="md" gap="xs">
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconTrash size={16} />}
          onClick={confirm.open}
        >
          Remove
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirmOpened}
        onClose={confirm.close}
        title="Remove from applied jobs"
        confirmLabel="Remove"
        onConfirm={remove}
      >
        Take {a.job_title} at {a.company_name} off your applied jobs? Your application on the employer's site
        is not changed.
      </ConfirmDialog>
    </Card>
  );
}
