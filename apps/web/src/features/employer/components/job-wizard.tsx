import { boardToday, jobBasicsForm, jobDescriptionForm, ScreeningQuestions } from '@fitjobs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { ApiError } from '../../../lib/api.ts';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { saveJob, type WizardMode } from '../api.ts';
import { JobBasicsStep } from './job-basics-step.tsx';
import { JobDescriptionStep } from './job-description-step.tsx';
import { JobPreviewModal } from './job-preview-modal.tsx';
import { JobQuestionsStep } from './job-questions-step.tsx';
import {
  type BasicsValues,
  type DescriptionValues,
  emptyBasics,
  emptyDescription,
  type QuestionValues,
  toPayload,
} from './wizard-values.ts';

interface Props {
  mode: WizardMode;
  companyId: string;
  companyName: string;
  /** Set in edit mode. */
  jobId?: string;
  initial?: { basics: BasicsValues; description: DescriptionValues; questions: QuestionValues[] };
}

type Stored = { basics?: BasicsValues; description?: DescriptionValues; questions?: QuestionValues[] };
/** The Done step (admins see it; employers go to their jobs). */
const DONE = 3;
const storageKey = (companyId: string) => `fitjobs.admin-job-draft.${companyId}`;
function readStored(key: string | null): Stored | null {
  if (!key) return null;
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as Stored | null;
  } catch {
    return null;
  }
}

/** The job wizard of both areas: Basic Details, Job Description, Questions, Done. */
export function JobWizard({ mode, companyId, companyName, jobId: editId, initial }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Admin create mode keeps the typed text in local storage until a successful finish.
  const key = mode === 'admin' && !editId ? storageKey(companyId) : null;
  const [stored] = useState(() => readStored(key));
  const basicsSchema = useMemo(() => jobBasicsForm(boardToday(new Date())), []);
  // A field shows its error once left, so a disabled Next or Finish always has its reason on screen.
  const basicsForm = useForm<BasicsValues>({
    resolver: zodResolver(basicsSchema) as never,
    mode: 'onTouched',
    defaultValues: { ...emptyBasics(), ...initial?.basics, ...stored?.basics },
  });
  const descriptionForm = useForm<DescriptionValues>({
    resolver: zodResolver(jobDescriptionForm) as never,
    mode: 'onTouched',
    defaultValues: { ...emptyDescription(), ...initial?.description, ...stored?.description },
  });
  // Next and Finish are enabled only when their steps are valid (spec part 2, "Wizards").
  const basicsValid = basicsSchema.safeParse(useWatch({ control: basicsForm.control })).success;
  const descriptionValid = jobDescriptionForm.safeParse(
    useWatch({ control: descriptionForm.control }),
  ).success;
  const [questions, setQuestions] = useState<QuestionValues[]>(stored?.questions ?? initial?.questions ?? []);
  const questionsValid = ScreeningQuestions.safeParse(questions).success;
  const [step, setStep] = useState(0);
  const [jobId, setJobId] = useState(editId);
  // Loaded values (a job being edited, a restored draft) show what breaks a rule at once: a job
  // whose expiry date has passed, say, would otherwise leave Next disabled without a reason.
  const loaded = Boolean(initial || stored);
  useEffect(() => {
    if (loaded) void (step === 0 ? basicsForm.trigger() : descriptionForm.trigger());
  }, [loaded, step, basicsForm, descriptionForm]);
  const [previewing, setPreviewing] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!key) return;
    const persist = () =>
      localStorage.setItem(
        key,
        JSON.stringify({
          ...readStored(key),
          basics: basicsForm.getValues(),
          description: descriptionForm.getValues(),
        }),
      );
    const subs = [basicsForm.watch(persist), descriptionForm.watch(persist)];
    return () => {
      for (const s of subs) s.unsubscribe();
    };
  }, [key, basicsForm, descriptionForm]);

  const changeQuestions = (next: QuestionValues[]) => {
    setQuestions(next);
    if (key) localStorage.setItem(key, JSON.stringify({ ...readStored(key), questions: next }));
  };

  const payload = (isDraft: boolean) => {
    const body = toPayload(
      companyId,
      basicsForm.getValues(),
      descriptionForm.getValues(),
      questions,
      isDraft,
    );
    return jobId ? { ...body, id: jobId } : body;
  };
  const afterSave = () => queryClient.invalidateQueries({ queryKey: ['employer'] });

  const saveDraft = async () => {
    setBusy(true);
    try {
      const saved = await saveJob(mode, payload(true));
      setJobId(saved.id);
      void afterSave();
      toast.success('Draft saved!', AREA_TOAST);
    } catch (error) {
      if (error instanceof ApiError) toast.error(`Failed to save draft: ${error.message}`, AREA_TOAST);
      else toast.error('Unexpected error while saving draft.', AREA_TOAST);
    } finally {
      setBusy(false);
    }
  };

  const next = basicsForm.handleSubmit(() => setStep(1));
  const toQuestions = descriptionForm.handleSubmit(() => setStep(2));

  const finish = async () => {
    if (!(await basicsForm.trigger())) {
      setStep(0);
      return;
    }
    if (!(await descriptionForm.trigger())) {
      setStep(1);
      return;
    }
    setBusy(true);
    try {
      await saveJob(mode, payload(false));
      void afterSave();
      toast.success(editId ? 'Job updated!' : 'Job created!', AREA_TOAST);
      if (key) localStorage.removeItem(key);
      if (mode === 'employer') navigate('/employers/jobs');
      else setStep(DONE);
    } catch {
      toast.error('Failed to save job.', AREA_TOAST);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Text c="dimmed" mb="md">
        Company: {companyName}
      </Text>
      <Stepper active={step} allowNextStepsSelect={false} onStepClick={setStep}>
        <Stepper.Step label="Basic Details">
          <JobBasicsStep form={basicsForm} />
        </Stepper.Step>
        <Stepper.Step label="Job Description">
          <JobDescriptionStep form={descriptionForm} />
        </Stepper.Step>
        <Stepper.Step label="Questions">
          <JobQuestionsStep questions={questions} onChange={changeQuestions} />
        </Stepper.Step>
        <Stepper.Step label="Done">
          <Stack align="center" py="xl">
            <Title order={3}>All done!</Title>
            <Text>The job has been published.</Text>
            <Button component={Link} to={mode === 'admin' ? '/admin' : '/employers/dashboard'}>
              Go to dashboard
            </Button>
          </Stack>
        </Stepper.Step>
      </Stepper>
      <Group justify="space-between" mt="xl">
        <Button
          variant="default"
          onClick={() => setStep((s) => s - 1)}
          disabled={step === 0 || step === DONE || busy}
        >
          Back
        </Button>
        {step < DONE && (
          <Group>
            <Button variant="light" onClick={saveDraft} loading={busy}>
              Save as Draft
            </Button>
            {step >= 1 && (
              <Button variant="outline" onClick={() => setPreviewing(true)}>
                Preview Job Ad
              </Button>
            )}
            {step === 0 && (
              <Button onClick={next} disabled={!basicsValid}>
                Next
              </Button>
            )}
            {step === 1 && (
              <Button onClick={toQuestions} disabled={!descriptionValid}>
                Next
              </Button>
            )}
            {step === 2 && (
              <Button
                onClick={finish}
                loading={busy}
                disabled={!basicsValid || !descriptionValid || !questionsValid}
              >
                Finish
              </Button>
            )}
          </Group>
        )}
      </Group>
      <JobPreviewModal
        opened={previewing}
        onClose={() => setPreviewing(false)}
        companyName={companyName}
        basics={basicsForm.getValues()}
        description={descriptionForm.getValues()}
      />
    </Paper>
  );
}
