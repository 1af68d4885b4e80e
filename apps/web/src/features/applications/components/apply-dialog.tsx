import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { ApiError } from '../../../lib/api.ts';
import { ResumeFileUpload } from '../../resumes/components/resume-file-upload.tsx';
import { applyToJob, jobForApplyQuery, lastCoverLetterQuery, myResumesForApplyQuery } from '../api.ts';
import { CoverLetterField, type CoverLetterMode } from './apply/cover-letter-field.tsx';
import { defaultResumeId, ResumeChoice } from './apply/resume-choice.tsx';
import { type AnswerValues, collectAnswers, ScreeningFields } from './apply/screening-fields.tsx';

export interface ApplyDialogProps {
  job: { id: string; title?: string };
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Apply for this job': the resume to send (decision 0170), the employer's questions (0171) and
 * a cover letter. With no resume at all it offers the wizard, which brings the person back here.
 * Seeker-side toasts use the container defaults.
 */
export function ApplyDialog({ job, opened, onClose }: ApplyDialogProps) {
  const navigate = useNavigate();
  const resumes = useQuery({ ...myResumesForApplyQuery, enabled: opened });
  const details = useQuery({ ...jobForApplyQuery(job.id), enabled: opened });
  const last = useQuery({ ...lastCoverLetterQuery, enabled: opened });
  const [resumeId, setResumeId] = useState<string | null>(null);
  const [mode, setMode] = useState<CoverLetterMode>('write');
  const [coverLetter, setCoverLetter] = useState('');
  const [values, setValues] = useState<AnswerValues>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The server has the last word: it answers resume_required even if the list had one.
  const [needsResume, setNeedsResume] = useState(false);
  const [uploading, setUploading] = useState(false);
  const upload = (
    <ResumeFileUpload
      opened={uploading}
      onClose={() => setUploading(false)}
      onUploaded={(id) => {
        setNeedsResume(false);
        setResumeId(id);
      }}
    />
  );

  useEffect(() => {
    if (opened) {
      setError(null);
      setNeedsResume(false);
      setMissing([]);
    }
  }, [opened]);

  // Preselect the active resume, else the newest, once the list is in.
  useEffect(() => {
    if (resumes.data && !resumes.data.some((r) => r.id === resumeId))
      setResumeId(defaultResumeId(resumes.data));
  }, [resumes.data, resumeId]);

  const questions = details.data?.questions ?? [];

  const chooseMode = (next: CoverLetterMode) => {
    setMode(next);
    if (next === 'last' && last.data) setCoverLetter(last.data);
    if (next === 'write' && mode === 'last') setCoverLetter('');
  };

  const submit = async () => {
    const { answers, missing: unanswered } = collectAnswers(questions, values);
    setMissing(unanswered);
    if (unanswered.length) {
      setError('Answer every question to apply');
      return;
    }
    setSending(true);
    setError(null);
    try {
      await applyToJob(job.id, { coverLetter: mode === 'none' ? '' : coverLetter, resumeId, answers });
      toast.success('Your application has been sent');
      setCoverLetter('');
      setValues({});
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'resume_required') {
        setNeedsResume(true);
      } else if (err instanceof ApiError && err.code === 'job_archived') {
        toast.error('You cannot apply to an acrhived job');
        onClose();
      } else if (err instanceof ApiError && err.status === 400) {
        setError(err.message);
      } else if (err instanceof ApiError) {
        toast.error('Failed to send the application');
      } else {
        setError(err instanceof Error ? err.message : 'Failed to send the application');
      }
    } finally {
      setSending(false);
    }
  };

  if (needsResume || resumes.data?.length === 0) {
    return (
      <>
        <Modal opened={opened && !uploading} onClose={onClose} title="You need a resume to apply" centered>
          <Stack>
            <Text>
              Build your resume in a few steps, or upload the one you have as a PDF or Word file. Either way
              you come straight back here to send it.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button variant="light" onClick={() => setUploading(true)}>
                Upload a file
              </Button>
              <Button onClick={() => navigate(`/create-resume?apply=${encodeURIComponent(job.id)}`)}>
                Create Resume
              </Button>
            </Group>
          </Stack>
        </Modal>
        {upload}
      </>
    );
  }

  const loading = resumes.isPending || details.isPending;
  const failed = resumes.isError || details.isError;
  return (
    <>
      {upload}
      <Modal opened={opened && !uploading} onClose={onClose} title="Apply for this job" centered size="lg">
        <Stack>
          {job.title && <Text fw={600}>{job.title}</Text>}
          {loading && <Loader aria-label="Loading your resumes" />}
          {failed && (
            <Alert color="red" role="alert">
              Could not load your resumes or this job&apos;s questions. Close this and try again.
            </Alert>
          )}
          {resumes.data && <ResumeChoice resumes={resumes.data} value={resumeId} onChange={setResumeId} />}
          {resumes.data && (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconFileUpload size={14} />}
              onClick={() => setUploading(true)}
              style={{ alignSelf: 'flex-start' }}
            >
              Upload a resume file
            </Button>
          )}
          <ScreeningFields
            questions={questions}
            values={values}
            missing={missing}
            onChange={(id, v) => {
              setValues((prev) => ({ ...prev, [id]: v }));
              setMissing((prev) => prev.filter((m) => m !== id));
            }}
          />
          <CoverLetterField
            mode={mode}
            onModeChange={chooseMode}
            value={coverLetter}
            onChange={setCoverLetter}
            last={last.data ?? null}
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
            <Button onClick={submit} disabled={sending || loading || failed || !resumeId}>
              {sending ? 'Applying...' : 'Apply'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
