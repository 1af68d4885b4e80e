import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { ApiError } from '../../../lib/api.ts';
import { useReportReview } from '../api.ts';

interface Props {
  reviewId: string | null;
  onClose: () => void;
}

/** 'Report review': a reason for the admins, who keep or remove the review. */
export default function ReportReviewModal({ reviewId, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportReview();
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!reviewId) return;
    if (!reason.trim()) {
      setError('Please say what is wrong with this review');
      return;
    }
    try {
      await report.mutateAsync({ id: reviewId, reason });
      toast.success('Thank you. An admin will look at this review.');
      close();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Failed to report the review');
    }
  };
  return (
    <Modal opened={reviewId !== null} onClose={close} title="Report review" centered>
      <Stack gap="sm">
        <Text size="sm">
          Tell us why this review should not be here (for example: false, abusive or not about work).
        </Text>
        <Textarea
          label="Reason"
          required
          autosize
          minRows={3}
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void submit()} loading={report.isPending}>
            Report
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
