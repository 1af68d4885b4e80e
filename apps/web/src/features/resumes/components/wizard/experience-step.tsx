import { Button, Card, Checkbox, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Columns } from '../../../../lib/columns.tsx';
import { MonthYearInput } from './month-year-input.tsx';
import { emptyExperience, type WizardValues } from './wizard-values.ts';

function ExperienceEntry({ index, onRemove }: { index: number; onRemove: (() => void) | null }) {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<WizardValues>();
  const e = errors.experience?.[index];
  const endDate = useWatch({ control, name: `experience.${index}.end_date` });
  const current = endDate === null;
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>Experience {index + 1}</Text>
          {onRemove ? (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              onClick={onRemove}
            >
              Remove
            </Button>
          ) : null}
        </Group>
        <Columns cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Company"
            required
            {...register(`experience.${index}.company`)}
            error={e?.company?.message}
          />
          <TextInput
            label="Role"
            required
            {...register(`experience.${index}.position`)}
            error={e?.position?.message}
          />
          <TextInput
            label="Location"
            required
            {...register(`experience.${index}.location`)}
            error={e?.location?.message}
          />
        </Columns>
        <Textarea
          label="Responsibilities"
          required
          autosize
          minRows={3}
          {...register(`experience.${index}.description`)}
          error={e?.description?.message}
        />
        <Columns cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name={`experience.${index}.start_date`}
            render={({ field }) => (
              <MonthYearInput
                label="Start date"
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={e?.start_date?.message}
              />
            )}
          />
          <Controller
            control={control}
            name={`experience.${index}.end_date`}
            render={({ field }) => (
              <MonthYearInput
                label="End date"
                required={!current}
                disabled={current}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={e?.end_date?.message}
              />
            )}
          />
        </Columns>
        <Checkbox
          label="I currently work here"
          checked={current}
          // Ticking clears the end date (null = currently working); unticking asks for one again.
          onChange={(ev) =>
            setValue(`experience.${index}.end_date`, ev.currentTarget.checked ? null : '', {
              shouldValidate: true,
              shouldTouch: true,
            })
          }
        />
      </Stack>
    </Card>
  );
}

export function ExperienceStep() {
  const { control } = useFormContext<WizardValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'experience' });
  return (
    <Stack gap="md">
      {fields.length === 0 ? <Text c="dimmed">Add the jobs you have held, most recent first.</Text> : null}
      {fields.map((f, i) => (
        <ExperienceEntry key={f.id} index={i} onRemove={fields.length > 1 ? () => remove(i) : null} />
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() => append(emptyExperience())}
        w="fit-content"
      >
        Add experience
      </Button>
    </Stack>
  );
}
