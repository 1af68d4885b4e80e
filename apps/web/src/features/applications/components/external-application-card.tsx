import type { EmployeeApplication } from '@fitjobs/contract';
import { Anchor, Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { formatDate } from '../../../lib/format.ts';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { removeExternalApplication } from '../api.ts';

/**
 * A job the seeker applied to on the employer's own site (decision 0173): no chat, letter or
 * status here, since the employer holds the application there; Remove takes it off the list.
 */
export function ExternalApplicationCard({ application: a }: { application: EmployeeApplication }) {
  const [confirmOpened, confirm] = useDisclosure(false);
  const [removing, setRemoving] = useState(false);

  const remove = async () => {
    setRemoving(true);
    try {
      await removeExternalApplication(a.id);
      toast.success('Removed from your applied jobs', AREA_TOAST);
      confirm.close();
    } catch {
      toast.error('Failed to remove it', AREA_TOAST);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={a.job_title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Anchor component={Link} to={`/jobs/${a.job_id}`} fw={600} size="lg">
            {a.job_title}
          </Anchor>
          <Anchor component={Link} to={`/companies/${a.job_company_id}`} c="dimmed" size="sm">
            {a.company_name}
          </Anchor>
          <Text size="sm" c="dimmed">
            Applied on the employer's site {formatDate(a.created_at)}
          </Text>
        </Stack>
        <Badge variant="light" color="gray">
          Employer's site
        </Badge>
      </Group>
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
      <Modal opened={confirmOpened} onClose={confirm.close} title="Remove from applied jobs" centered>
        <Stack>
          <Text>
            Take {a.job_title} at {a.company_name} off your applied jobs? Your application on the employer's
            site is not changed.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close} disabled={removing}>
              Cancel
            </Button>
            <Button color="red" onClick={remove} loading={removing}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
