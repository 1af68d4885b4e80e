import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';

interface Props {
  opened: boolean;
  title: string;
  /** What happens and who is told, above the reason field. */
  description: string;
  confirmLabel: string;
  /** Red for suspensions and takedowns, the theme colour for restores. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * Every takedown, suspension and restore asks for a reason (decision 0189): it is e-mailed to the
 * person affected and kept in the audit log, so the dialog refuses to go on without one.
 */
export function ReasonDialog({
  opened,
  title,
  description,
  confirmLabel,
  danger,
  busy,
  onConfirm,
  onClose,
}: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setReason('');
      setError(null);
    }
  }, [opened]);
  const submit = () => {
    const text = reason.trim();
    if (!text) {
      setError('Please give a reason');
      return;
    }
    onConfirm(text);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Text size="sm">{description}</Text>
          <Textarea
            label="Reason"
            description="Sent by e-mail and kept in the audit log."
            withAsterisk
            aria-required
            autosize
            minRows={3}
            maxLength={1000}
            value={reason}
            error={error}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(null);
            }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color={danger ? 'red' : undefined} loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
