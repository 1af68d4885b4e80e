import { INVITATION_MESSAGE_MAX, jobStatus } from '@fitjobs/contract';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { ApiError } from '../../../lib/api.ts';
import { useSession } from '../../../lib/auth.ts';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { inviteToApply } from '../../applications/pipeline-api.ts';
import { useCompanyJobs } from '../../employer/api.ts';

/**
 * "Invite to apply" on a found resume (decision 0176): one of the company's active jobs and a
 * short message; the server e-mails the candidate, and the employer never sees their address.
 */
export function InviteToApply({
  resumeId,
  name,
  compact = false,
}: {
  resumeId: string;
  name: string;
  compact?: boolean;
}) {
  const companyId = useSession()?.activeCompanyId ?? undefined;
  const [opened, dialog] = useDisclosure(false);
  const jobs = useCompanyJobs(opened ? companyId : undefined);
  const now = new Date();
  const active = (jobs.data?.pages.flatMap((p) => p.items) ?? []).filter(
    (j) => jobStatus(j, now) === 'active' && !j.external_id,
  );
  const [jobId, setJobId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  if (!companyId) return null;

  const send = async () => {
    if (!jobId) return;
    setBusy(true);
    try {
      const sent = await inviteToApply({
        company_id: companyId,
        job_id: jobId,
        resume_id: resumeId,
        message,
      });
      toast.success(`Invitation sent for ${sent.job_title} (${sent.remaining_today} left today)`, AREA_TOAST);
      setMessage('');
      setJobId(null);
      dialog.close();
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'Failed to send the invitation', AREA_TOAST);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="xs"
        variant={compact ? 'default' : 'light'}
        leftSection={<IconSend size={14} />}
        onClick={dialog.open}
        aria-label={`Invite ${name} to apply`}
      >
        Invite
      </Button>
      <Modal opened={opened} onClose={dialog.close} title={`Invite ${name} to apply`} centered>
        <Stack>
          <Text size="sm">
            We e-mail them your message and a link to the job. You do not see their address; they can decline
            or block your company.
          </Text>
          <Select
            label="Job"
            placeholder={
              jobs.isPending
                ? 'Loading your jobs…'
                : active.length
                  ? 'Choose an active job'
                  : 'No active jobs'
            }
            data={active.map((j) => ({ value: j.id, label: j.title }))}
            value={jobId}
            onChange={setJobId}
            error={jobs.isError ? 'Failed to load jobs' : undefined}
            comboboxProps={{ withinPortal: true }}
            searchable
          />
          <Textarea
            label="Message"
            autosize
            minRows={3}
            maxRows={8}
            maxLength={INVITATION_MESSAGE_MAX}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={dialog.close} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={() => void send()} loading={busy} disabled={!jobId || !message.trim()}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
