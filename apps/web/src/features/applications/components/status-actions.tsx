import type { EmployerApplication } from '@fitjobs/contract';
import { Button, Group, Text } from '@mantine/core';
import { toast } from 'react-toastify/unstyled';
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { undoStatusChange } from '../api.ts';

/** The one confirmation before rejecting, for one applicant or many. */
export function RejectConfirmDialog({
  count,
  opened,
  onConfirm,
  onClose,
}: {
  count: number;
  opened: boolean;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const who = count === 1 ? 'this applicant' : `${count} applicants`;
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={`Reject ${who}?`}
      confirmLabel="Reject"
      onConfirm={async () => {
        try {
          await onConfirm();
        } finally {
          onClose();
        }
      }}
    >
      {count === 1 ? 'The applicant is' : 'Each applicant is'} e-mailed that you decided not to go ahead,
      after a short delay. You can undo until then.
    </ConfirmDialog>
  );
}

function UndoToast({ message, onUndo }: { message: string; onUndo: () => void }) {
  return (
    // The button never shrinks: at 390 px a squeezed one read "Undc".
    <Group justify="space-between" wrap="nowrap" gap="sm" pr="md">
      <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
        {message}
      </Text>
      <Button size="compact-sm" variant="light" onClick={onUndo} style={{ flexShrink: 0 }}>
        Undo
      </Button>
    </Group>
  );
}

/**
 * One toast for a status change of one or many applicants, with Undo while their e-mails wait
 * (until undo_until, decision 0150). Undo restores each previous status and sends nothing.
 */
export function toastWithUndo(companyId: string, changed: EmployerApplication[], message: string) {
  const waiting = changed.filter((a) => a.undo_until);
  const until = Math.min(...waiting.map((a) => Date.parse(a.undo_until ?? '')));
  if (waiting.length === 0 || !Number.isFinite(until)) {
    toast.success(message, AREA_TOAST);
    return;
  }
  const id = toast.success(
    <UndoToast
      message={message}
      onUndo={() => {
        toast.dismiss(id);
        undoStatusChange(
          companyId,
          waiting.map((a) => a.id),
        ).then(
          () =>
            toast.info(
              waiting.length === 1 ? 'Status change undone' : `${waiting.length} status changes undone`,
              AREA_TOAST,
            ),
          () => toast.error('Failed to undo', AREA_TOAST),
        );
      }}
    />,
    { ...AREA_TOAST, autoClose: Math.max(1000, until - Date.now()), closeOnClick: false },
  );
}
