import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { closeAccount } from '../api.ts';

/** Account closure, as the Terms promise: confirmed in a dialog, then signed out and sent home. */
export function CloseAccount() {
  const [opened, { open, close }] = useDisclosure(false);
  const [closing, setClosing] = useState(false);
  const navigate = useNavigate();
  const confirm = async () => {
    setClosing(true);
    try {
      await closeAccount();
      navigate('/', { replace: true });
    } catch {
      toast.error('Failed to close account', AREA_TOAST);
      setClosing(false);
    }
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="close-account-heading">
      <Title order={2} fz="h4" id="close-account-heading">
        Close account
      </Title>
      <Text size="sm" c="dimmed">
        Deletes your resumes, saved jobs and searches, hidden items and sign-in history, and signs you out
        everywhere. Employers keep the applications you sent them, without your name, resume or cover letter
        (shown as “Closed account”); reviews and messages you wrote stay, without your name.
      </Text>
      <Group>
        <Button color="red" variant="outline" onClick={open}>
          Close account
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title="Close your account?" centered>
        <Stack>
          <Text size="sm">This cannot be undone. You can sign up again later with the same e-mail.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={closing}>
              Cancel
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={closing}>
              Close my account
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
