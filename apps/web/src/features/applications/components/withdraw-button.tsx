import type { EmployeeApplication } from '@fitjobs/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { withdrawApplication } from '../api.ts';

/** Withdraw, with a confirmation: the application stays, as Withdrawn, for both sides. */
export function WithdrawButton({ application: a }: { application: EmployeeApplication }) {
  const [opened, dialog] = useDisclosure(false);
  const [busy, setBusy] = useState(false);
  if (a.status === 'withdrawn') return null;

  const withdraw = async () => {
    setBusy(true);
    try {
      await withdrawApplication(a.id);
      toast.success('Your application has been withdrawn', AREA_TOAST);
      dialog.close();
    } catch {
      toast.error('Failed to withdraw the application', AREA_TOAST);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="subtle" color="gray" size="xs" onClick={dialog.open}>
        Withdraw
      </Button>
      <Modal opened={opened} onClose={dialog.close} title="Withdraw application" centered>
        <Stack>
          <Text>
            Withdraw your application for {a.job_title} at {a.company_name}? The employer sees it as Withdrawn
            and it stays in your list; you cannot apply to this job again.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={dialog.close} disabled={busy}>
              Cancel
            </Button>
            <Button color="red" onClick={withdraw} loading={busy}>
              Withdraw
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
