import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';

interface Props {
  opened: boolean;
  title: string;
  /** What happens, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  /** Runs the action; the dialog shows it busy meanwhile. The caller closes it (or keeps it open on failure). */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** The one confirmation before an action that changes or removes something: Cancel, or the red action. */
export function ConfirmDialog({ opened, title, children, confirmLabel, onConfirm, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <Text>{children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={busy} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
