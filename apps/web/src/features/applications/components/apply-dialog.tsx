import { COVER_LETTER_MAX } from '@fitjobs/contract';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError } from '../../../lib/api.ts';
import { applyToJob, hasActiveResumeQuery } from '../api.ts';

export interface ApplyDialogProps {
  job: { id: string; title?: string };
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Apply for this job' with an optional cover letter; without an active resume it shows
 * 'You need an active resume' instead. Seeker-side toasts use the container defaults.
 */
export function ApplyDialog({ job, opened, onClose }: ApplyDialogProps) {
  const navigate = useNavigate();
  const resume = useQuery({ ...hasActiveResumeQuery, enabled: opened });
  const [coverLetter, setCoverLetter] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The server has the last word: it answers resume_required even if the pre-check passed.
  const [needsResume, setNeedsResume] = useState(false);

  useEffect(() => {
    if (opened) {
      setError(null);
      setNeedsResume(false);
    }
  }, [opened]);

  const showResumeNeeded = needsResume || resume.data === false;

  const submit = async () => {
    setSending(true);
    setError(null);
    try {
      await applyToJob(job.id, coverLetter);
      toast.success('Your application has been sent');
      setCoverLetter('');
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'resume_required') {
        setNeedsResume(true);
      } else if (err instanceof ApiError && err.status === 404) {
        toast.error('You cannot apply to an acrhived job');
        onClose();
      } else if (err instanceof ApiError) {
        toast.error('Failed to send the application');
      } else {
        setError(err instanceof Error ? err.message : 'Failed to send the application');
      }
    } finally {
      setSending(false);
    }
  };

  if (showResumeNeeded) {
    return (
      <Modal opened={opened} onClose={onClose} title="You need an active resume" centered>
        <Stack>
          <Text>Applying needs an active resume. Create one, or set one of yours as active.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => navigate('/create-resume')}>Create Resume</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Apply for this job" centered size="lg">
      <Stack>
        {job.title && <Text fw={600}>{job.title}</Text>}
        <Textarea
          label="Cover letter (optional)"
          placeholder="Tell the employer why you are a good fit"
          autosize
          minRows={6}
          maxRows={14}
          maxLength={COVER_LETTER_MAX}
          value={coverLetter}
          onChange={(e) => setCoverLetter(e.currentTarget.value)}
          data-autofocus
        />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={sending || resume.isLoading}>
            {sending ? 'Applying...' : 'Apply'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
