import { SUMMARY_MAX } from '@fitjobs/contract';
import { Stack, Text, Textarea } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { VisibilityPicker } from '../visibility-picker.tsx';
import type { WizardValues } from './wizard-values.ts';

export function SummaryStep() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<WizardValues>();
  const summary = useWatch({ control, name: 'summary' }) ?? '';
  const length = summary.length;
  // Finish stays disabled past the limit (wizard-values.ts): say why at once, not only on submit.
  const tooLong = summary.trim().length > SUMMARY_MAX;
  return (
    <Stack gap={4}>
      <Textarea
        label="Personal summary"
        description="A few sentences about you and the work you are looking for (optional)"
        autosize
        minRows={6}
        {...register('summary')}
        error={
          errors.summary?.message ??
          (tooLong ? `Summary must be at most ${SUMMARY_MAX} characters` : undefined)
        }
        aria-describedby="summary-counter"
      />
      {/* The counter turns red past the limit. */}
      <Text
        id="summary-counter"
        size="sm"
        ta="right"
        c={length > SUMMARY_MAX ? 'red' : 'dimmed'}
        aria-live="polite"
      >
        {length}/{SUMMARY_MAX}
      </Text>
      <Controller
        control={control}
        name="visibility"
        render={({ field }) => (
          <VisibilityPicker value={field.value ?? 'limited'} onChange={field.onChange} />
        )}
      />
    </Stack>
  );
}
