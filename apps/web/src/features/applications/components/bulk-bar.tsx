import { Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { toast } from 'react-toastify/unstyled';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { bulkUpdateStatus } from '../api.ts';
import { BulkMessageDialog } from './bulk-message-dialog.tsx';
import { RejectConfirmDialog, toastWithUndo } from './status-actions.tsx';

interface Props {
  companyId: string;
  pageIds: string[];
  selected: Set<string>;
  onSelectedChange: (ids: Set<string>) => void;
}

/** Select all on the page, and shortlist or reject the selection in one action with one toast. */
export function BulkBar({ companyId, pageIds, selected, onSelectedChange }: Props) {
  const [confirmOpened, confirm] = useDisclosure(false);
  const [messageOpened, message] = useDisclosure(false);
  const count = selected.size;
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  const change = async (status: 'shortlisted' | 'rejected') => {
    const ids = [...selected];
    try {
      const changed = await bulkUpdateStatus(companyId, ids, status);
      onSelectedChange(new Set());
      const message =
        ids.length === 1
          ? `Application marked as ${status}`
          : `${ids.length} applications marked as ${status}`;
      toastWithUndo(companyId, changed, message);
    } catch {
      toast.error('Failed to update status', AREA_TOAST);
    }
  };

  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between">
        <Checkbox
          label="Select all on this page"
          checked={allSelected}
          indeterminate={count > 0 && !allSelected}
          onChange={(e) => onSelectedChange(e.currentTarget.checked ? new Set(pageIds) : new Set())}
        />
        <Group gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {count} selected
          </Text>
          <Button size="xs" variant="light" disabled={count === 0} onClick={() => void change('shortlisted')}>
            Shortlist selected
          </Button>
          <Button size="xs" color="red" variant="light" disabled={count === 0} onClick={confirm.open}>
            Reject selected
          </Button>
          <Button size="xs" variant="default" disabled={count === 0} onClick={message.open}>
            Message selected
          </Button>
        </Group>
      </Group>
      <RejectConfirmDialog
        count={count}
        opened={confirmOpened}
        onClose={confirm.close}
        onConfirm={() => change('rejected')}
      />
      <BulkMessageDialog
        companyId={companyId}
        ids={[...selected]}
        opened={messageOpened}
        onClose={message.close}
        onSent={() => onSelectedChange(new Set())}
      />
    </Paper>
  );
}
