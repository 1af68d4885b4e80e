import { JOB_REPORT_REASON_LABELS, JobReportReason } from '@fitjobs/contract';
import { Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { ApiError } from '../../../lib/api.ts';
import { useReportJob } from '../api.ts';

interface Props {
  jobId: string;
  opened: boolean;
  onClose: () => void;
}

/** 'Report this job': a reason and a comment for the admins, who archive the job or dismiss it. */
export default function ReportJobModal({ jobId, opened, onClose }: Props) {
  const [reason, setReason] = useState<JobReportReason | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportJob();
  const close = () => {
    setReason(null);
    setComment('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!reason) {
      setError('Please choose a reason');
      return;
    }
    try {
      await report.mutateAsync({ id: jobId, reason, comment: comment.trim() || null });
      toast.success('Thank you. An admin will look at this job.');
      close();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Failed to report the job');
    }
  };
  return (
    <Modal opened={opened} onClose={close} title="Report this job" centered>
      <Stack gap="md">
        <Radio.Group
          label="What is wrong with this job ad?"
          required
          value={reason}
          onChange={(v) => {
            setReason(JobReportReason.parse(v));
            setError(null);
          }}
          error={error}
        >
          <Stack gap="xs" mt="xs">
            {JobReportReason.options.map((r) => (
              <Radio key={r} value={r} label={JOB_REPORT_REASON_LABELS[r]} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label="Comment"
          description="What did you notice? (optional)"
          autosize
          minRows={3}
          maxLength={2000}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void submit()} loading={report.isPending}>
            Send report
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
