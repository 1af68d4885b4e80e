import { STATUS_MESSAGE_MAX, type TemplateField } from '@fitjobs/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { TemplatedMessage } from './template-picker.tsx';

interface Props {
  status: 'interview' | 'offer' | null;
  companyId: string;
  fields: Record<TemplateField, string> | null;
  count: number;
  onClose: () => void;
  onConfirm: (message: string) => Promise<void>;
}

const TITLE = { interview: 'Invite to interview', offer: 'Make an offer' };
const HINT = {
  interview:
    'Say when and where, or how to pick a time. It goes in the e-mail after a short delay; you can undo until then.',
  offer:
    'Say what you offer and how to accept. It goes in the e-mail after a short delay; you can undo until then.',
};

/** Interview and offer e-mails carry what the employer writes here (decision 0175). */
export function StatusMessageDialog({ status, companyId, fields, count, onClose, onConfirm }: Props) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm(text.trim());
      setText('');
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={status !== null}
      onClose={onClose}
      title={status ? `${TITLE[status]}${count > 1 ? ` (${count} applicants)` : ''}` : ''}
      centered
    >
      {status && (
        <Stack>
          <Text size="sm">{HINT[status]}</Text>
          <TemplatedMessage
            companyId={companyId}
            fields={fields}
            label="Message in the e-mail"
            maxLength={STATUS_MESSAGE_MAX}
            value={text}
            onChange={setText}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={() => void confirm()} loading={busy}>
              {status === 'interview' ? 'Move to Interview' : 'Move to Offer'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
