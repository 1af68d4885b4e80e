import { Stack } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Columns } from '../../../lib/columns.tsx';
import { ListEditor } from './list-editor.tsx';
import { SummaryEditor } from './summary-editor.tsx';
import { type DescriptionValues, LIST_FIELDS } from './wizard-values.ts';

/** Step 2 of the job wizard: the summary and the lists of the job ad. */
export function JobDescriptionStep({ form }: { form: UseFormReturn<DescriptionValues> }) {
  const { control, formState } = form;
  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="summary"
        render={({ field }) => (
          <SummaryEditor
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={formState.errors.summary?.message}
          />
        )}
      />
      <Columns cols={{ base: 1, md: 2 }} spacing="lg">
        {LIST_FIELDS.map(([name, text]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <ListEditor
                label={text}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                required={name === 'responsibilities'}
                error={name === 'responsibilities' ? formState.errors.responsibilities?.message : undefined}
              />
            )}
          />
        ))}
      </Columns>
    </Stack>
  );
}
