import { Button, Card, Group, Input, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { Columns } from '../../../../lib/columns.tsx';
import { emptyEducation, MONTH_OPTIONS, type WizardValues, yearOptions } from './wizard-values.ts';

const YEARS = yearOptions();
const MONTHS = MONTH_OPTIONS.map((m) => ({ value: String(Number(m.value)), label: m.label }));

function EducationEntry({ index, onRemove }: { index: number; onRemove: (() => void) | null }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<WizardValues>();
  const e = errors.education?.[index];
  const dateError = e?.graduation_month?.message ?? e?.graduation_year?.message;
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>Education {index + 1}</Text>
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
            label="University name"
            required
            {...register(`education.${index}.institution`)}
            error={e?.institution?.message}
          />
          <TextInput
            label="Specialization"
            required
            {...register(`education.${index}.degree`)}
            error={e?.degree?.message}
          />
        </Columns>
        <Input.Wrapper label="Graduation date" required error={dateError}>
          <Group gap="xs" grow wrap="nowrap" maw={420}>
            <Controller
              control={control}
              name={`education.${index}.graduation_month`}
              render={({ field }) => (
                <Select
                  aria-label="Graduation month"
                  placeholder="Month"
                  data={MONTHS}
                  value={field.value === null ? null : String(field.value)}
                  onChange={(v) => field.onChange(v ? Number(v) : null)}
                  onBlur={field.onBlur}
                  error={Boolean(dateError)}
                />
              )}
            />
            <Controller
              control={control}
              name={`education.${index}.graduation_year`}
              render={({ field }) => (
                <Select
                  aria-label="Graduation year"
                  placeholder="Year"
                  data={YEARS}
                  searchable
                  value={field.value === null ? null : String(field.value)}
                  onChange={(v) => field.onChange(v ? Number(v) : null)}
                  onBlur={field.onBlur}
                  error={Boolean(dateError)}
                />
              )}
            />
          </Group>
        </Input.Wrapper>
      </Stack>
    </Card>
  );
}

export function EducationStep() {
  const { control } = useFormContext<WizardValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'education' });
  return (
    <Stack gap="md">
      {fields.length === 0 ? <Text c="dimmed">Add your qualifications, if any.</Text> : null}
      {fields.map((f, i) => (
        <EducationEntry key={f.id} index={i} onRemove={fields.length > 1 ? () => remove(i) : null} />
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() => append(emptyEducation())}
        w="fit-content"
      >
        Add education
      </Button>
    </Stack>
  );
}
