import { type ResumeInput, ResumeWizardInput } from '@fitjobs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stepper, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { AREA_TOAST } from '../../../../lib/toast.ts';
import { useSaveResume } from '../../api.ts';
import { DoneStep } from './done-step.tsx';
import { EducationStep } from './education-step.tsx';
import { ExperienceStep } from './experience-step.tsx';
import { PersonalStep } from './personal-step.tsx';
import { SkillsStep } from './skills-step.tsx';
import { SummaryStep } from './summary-step.tsx';
import {
  clearDraft,
  DONE_STEP,
  readDraft,
  STEP_FIELDS,
  STEPS,
  stepIsValid,
  type WizardValues,
  writeDraft,
} from './wizard-values.ts';

/** A job id from ?apply= (only a UUID: the value goes into a path). */
const applyTarget = (v: string | null) => (v && /^[0-9a-f-]{36}$/i.test(v) ? v : null);

// The contract's schema validates the whole form; null choices fail it with the spec's messages.
const resolver = zodResolver(ResumeWizardInput) as unknown as Resolver<WizardValues>;
const STEP_BODIES = [PersonalStep, ExperienceStep, EducationStep, SkillsStep, SummaryStep, DoneStep];

/** The six-step resume wizard (spec part 2, "Resume wizard"); `id` set means editing. */
export function ResumeWizard({ id, initial }: { id?: string | undefined; initial: WizardValues }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const applyTo = id ? null : applyTarget(params.get('apply'));
  const [draft] = useState(() => readDraft(id));
  const form = useForm<WizardValues>({
    defaultValues: draft?.values ?? initial,
    resolver,
    mode: 'onTouched',
  });
  const [step, setStep] = useState(draft?.step ?? 0);
  const values = useWatch({ control: form.control }) as WizardValues;
  const saved = useRef(false);
  const save = useSaveResume(id);
  const valid = stepIsValid(step, values);

  useEffect(() => {
    if (!saved.current && step < DONE_STEP) writeDraft(id, step, values);
  }, [id, step, values]);

  // A restored draft shows its errors at once, so the user sees why Next is disabled.
  useEffect(() => {
    const fields = STEP_FIELDS[step];
    if (draft && fields && !stepIsValid(step, form.getValues())) void form.trigger(fields);
  }, [draft, step, form]);

  const onFinish = form.handleSubmit(async (data) => {
    try {
      await save.mutateAsync(data as unknown as ResumeInput);
    } catch {
      toast.error(id ? 'Failed to update resume.' : 'Failed to save resume.', AREA_TOAST);
      return;
    }
    saved.current = true;
    clearDraft(id);
    if (id) {
      toast.success('Resume updated!', AREA_TOAST);
      navigate('/resumes');
      return;
    }
    toast.success('Resume saved!', AREA_TOAST);
    // Came from a job's Apply: straight back to its apply dialog (decision 0170).
    if (applyTo) {
      navigate(`/jobs/${applyTo}?apply=1`);
      return;
    }
    setStep(DONE_STEP);
  });

  const Body = STEP_BODIES[step] ?? DoneStep;
  return (
    <FormProvider {...form}>
      <Stepper
        active={step}
        onStepClick={(s) => s < step && step < DONE_STEP && setStep(s)}
        allowNextStepsSelect={false}
        size="sm"
        mb={{ base: 'xs', md: 'lg' }}
        className="resume-steps"
        wrap={false}
      >
        {/* On a phone global.css hides the labels from sight only: each step keeps its name. */}
        {STEPS.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
      {/* Narrow screens show the steps' numbers only (global.css): the current one is named here. */}
      <Text hiddenFrom="md" fz="sm" fw={600} mb="md">
        Step {step + 1} of {STEPS.length}: {STEPS[step]}
      </Text>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!valid) return;
          if (step === DONE_STEP - 1) void onFinish();
          else if (step < DONE_STEP - 1) setStep(step + 1);
        }}
      >
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <Body />
        </Paper>
        {step < DONE_STEP ? (
          <Group justify="space-between" mt="lg">
            <Button variant="default" onClick={() => setStep(step - 1)} disabled={step === 0}>
              Back
            </Button>
            {step === DONE_STEP - 1 ? (
              <Button type="submit" disabled={!valid} loading={save.isPending}>
                Finish
              </Button>
            ) : (
              <Button type="submit" disabled={!valid}>
                Next
              </Button>
            )}
          </Group>
        ) : null}
      </form>
    </FormProvider>
  );
}
