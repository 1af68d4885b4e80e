import type { EmployeeApplication } from '@fitjobs/contract';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { toast } from 'react-toastify/unstyled';
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { withdrawApplication } from '../api.ts';

/** Withdraw, with a confirmation: the application stays, as Withdrawn, for both sides. */
export function WithdrawButton({ application: a }: { application: EmployeeApplication }) {
  const [opened, dialog] = useDisclosure(false);
  if (a.status === 'withdrawn') return null;

  const withdraw = async () => {
    try {
      await withdrawApplication(a.id);
      toast.success('Your application has been withdrawn', AREA_TOAST);
      dialog.close();
    } catch {
      toast.error('Failed to withdraw the application', AREA_TOAST);
    }
  };

  return (
    <>
      <Button variant="subtle" color="gray" size="xs" onClick={dialog.open}>
        Withdraw
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={dialog.close}
        title="Withdraw application"
        confirmLabel="Withdraw"
        onConfirm={withdraw}
      >
        Withdraw your application for {a.job_title} at {a.company_name}? The employer sees it as Withdrawn and
        it stays in your list; you cannot apply to this job again.
      </ConfirmDialog>
    </>
  );
}
