import { MESSAGE_MAX } from '@fitjobs/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { ApiError } from '../../../lib/api.ts';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { sendBulkMessage } from '../pipeline-api.ts';
import { TemplatedMessage } from './template-picker.tsx';

interface Props {
  companyId: string;
  ids: string[];
  opened: boolean;
  onClose: () => void;
  onSent: () => void;
}

/**
 * One chat message to each selected applicant; {first_name}, {job_title} and {company_name} are
 * filled for each by the server (decision 0177), and the toast says how many went.
 */
export function BulkMessageDialog({ companyId, ids, opened, onClose, onSent }: Props) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const { sent, skipped } = await sendBulkMessage(companyId, ids, text.trim());
      const note = skipped ? ` (${skipped} not reachable)` : '';
      toast.success(`Message sent to ${sent} applicant${sent === 1 ? '' : 's'}${note}`, AREA_TOAST);
      setText('');
      onSent();
      onClose();
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'Failed to send the message', AREA_TOAST);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={`Message ${ids.length} selected`} centered>
      <Stack>
        <Text size="sm">
          Each applicant gets it once in their chat. {'{first_name}'}, {'{job_title}'} and {'{company_name}'}{' '}
          are filled in for each.
        </Text>
        <TemplatedMessage
          companyId={companyId}
          fields={null}
          label="Message"
          maxLength={MESSAGE_MAX}
          value={text}
          onChange={setText}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void send()} loading={busy} disabled={!text.trim()}>
            Send to {ids.length}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
