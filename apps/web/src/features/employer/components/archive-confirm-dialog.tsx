import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

/**
 * Archiving asks first (issue 23): it takes the job out of search and out of My Jobs' list at
 * once, and a job is not brought back by accident with one click.
 */
export function ArchiveConfirmDialog({
  title,
  onConfirm,
  onClose,
}: {
  /** The job to archive; null while the dialog is closed. */
  title: string | null;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Modal opened={title !== null} onClose={onClose} title="Archive this job?" centered>
      <Stack>
        <Text size="sm">
          “{title}” leaves the job search and this list. Its applicants stay, and you can repost it from the
          archived jobs.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={busy} data-autofocus>
            Archive
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
