import {
  addDays,
  boardToday,
  Education,
  Experience,
  JobFormSchedules,
  MAX_EXPIRY_DAYS,
  PAY_NOTE_MAX,
  WorkFormat,
} from '@fitjobs/contract';
import { Checkbox, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { type Control, Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { Columns } from '../../../lib/columns.tsx';
import { label } from '../../../lib/format.ts';
import { IndustryFields } from './industry-fields.tsx';
import { LocationFields } from './location-fields.tsx';
import type { BasicsValues } from './wizard-values.ts';

const PAY_TYPE_OPTIONS = [
  { value: 'annual', label: 'Annual salary' },
  { value: 'hourly', label: 'Hourly rate' },
];

const options = (group: string, values: readonly string[]) =>
  values.map((v) => ({ value: v, label: label(group, v) }));

function EnumSelect({
  control,
  name,
  text,
  group,
  values,
}: {
  control: Control<BasicsValues>;
  name: 'education' | 'experience' | 'schedule' | 'work_format';
  text: string;
  group: string;
  values: readonly string[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={text}
          data={options(group, values)}
          value={field.value ?? null}
          onChange={(v) => field.onChange(v)}
          clearable
        />
      )}
    />
  );
}

/**
 * NumberInput answers a string while the text is not a plain number yet ('23.50', '23.'): read it
 * as the number it shows, so '23.50' is 23.5 and not empty.
 */
const toNumber = (v: string | number): number | null => {
  if (typeof v === 'number') return v;
  const n = Number(v.replace(/,/g, ''));
  return v.trim() !== '' && Number.isFinite(n) ? n : null;
};

/** Step 1 of the job wizard: Basic Details. */
export function JobBasicsStep({ form }: { form: UseFormReturn<BasicsValues> }) {
  const { control, register, formState } = form;
  const errors = formState.errors;
  // An hourly rate reads in cents ('23.50'); a year's salary in whole dollars.
  const hourly = useWatch({ control, name: 'pay_type' }) === 'hourly';
  const today = boardToday(new Date());
  return (
    <Stack gap="md">
      <TextInput label="Job title" withAsterisk {...register('title')} error={errors.title?.message} />
      <Columns cols={{ base: 1, sm: 2, md: 4 }}>
        <Controller
          control={control}
          name="pay_type"
          render={({ field }) => (
            <Select
              label="Pay"
              data={PAY_TYPE_OPTIONS}
              value={field.value ?? 'annual'}
              onChange={(v) => {
                field.onChange(v ?? 'annual');
                // Cents are right for an hourly rate and wrong for a year's salary: check again.
                if (formState.touchedFields.salary_from || formState.touchedFields.salary_to)
                  void form.trigger(['salary_from', 'salary_to']);
              }}
              allowDeselect={false}
            />
          )}
        />
        <Controller
          control={control}
          name="salary_from"
          render={({ field }) => (
            <NumberInput
              label="Salary From"
              min={0}
              decimalScale={2}
              fixedDecimalScale={hourly}
              thousandSeparator=","
              value={field.value ?? ''}
              onChange={(v) => {
                field.onChange(toNumber(v));
                // Salary To's rule reads Salary From: an error shown there is checked again.
                if (errors.salary_to) void form.trigger('salary_to');
              }}
              onBlur={field.onBlur}
              error={errors.salary_from?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="salary_to"
          render={({ field }) => (
            <NumberInput
              label="Salary To"
              min={0}
              decimalScale={2}
              fixedDecimalScale={hourly}
              thousandSeparator=","
              value={field.value ?? ''}
              onChange={(v) => field.onChange(toNumber(v))}
              onBlur={field.onBlur}
              error={errors.salary_to?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="currency"
          render={({ field }) => (
            <Select
              label="Currency"
              data={[
                { value: 'nzd', label: 'NZD' },
                { value: 'aud', label: 'AUD' },
              ]}
              value={field.value ?? 'nzd'}
              onChange={(v) => field.onChange(v ?? 'nzd')}
              allowDeselect={false}
            />
          )}
        />
      </Columns>
      <Columns cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Pay note"
          description="Shown after the figure, e.g. + super, + KiwiSaver, + tips (optional)"
          maxLength={PAY_NOTE_MAX}
          {...register('pay_note')}
          error={errors.pay_note?.message}
        />
        <Checkbox
          mt={{ sm: 'xl' }}
          label="Don't show the pay on the ad"
          description="The ad reads Salary not shown; the figure still counts in salary searches"
          {...register('salary_hidden')}
        />
      </Columns>
      <LocationFields form={form} />
      <Columns cols={{ base: 1, sm: 3 }}>
        <TextInput label="Street" {...register('street')} />
        <TextInput label="Building" {...register('building')} />
        <TextInput label="Postal code" {...register('postal_code')} />
      </Columns>
      <IndustryFields form={form} />
      <Columns cols={{ base: 1, sm: 2 }}>
        <EnumSelect
          control={control}
          name="education"
          text="Education"
          group="education"
          values={Education.options}
        />
        <EnumSelect
          control={control}
          name="experience"
          text="Experience"
          group="experience"
          values={Experience.options}
        />
        <EnumSelect
          control={control}
          name="schedule"
          text="Schedule"
          group="schedule"
          values={JobFormSchedules}
        />
        <EnumSelect
          control={control}
          name="work_format"
          text="Work format"
          group="work_format"
          values={WorkFormat.options}
        />
      </Columns>
      <Group>
        <Checkbox label="Accessible for people with disabilities" {...register('disability_friendly')} />
        <Checkbox label="Visa sponsorship" {...register('visa_sponsorship')} />
      </Group>
      <Columns cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="External ID"
          description="Link to the job on another site (optional)"
          placeholder="https://"
          {...register('external_id')}
          error={errors.external_id?.message}
        />
        <TextInput
          type="date"
          label="Expiration date"
          min={today}
          max={addDays(today, MAX_EXPIRY_DAYS)}
          {...register('expires_at')}
          error={errors.expires_at?.message}
        />
      </Columns>
    </Stack>
  );
}
