import '@mantine/tiptap/styles.css';
import { type Company, CompanyForm, EmployeeCount } from '@fitjobs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import type { z } from 'zod';
import { Columns } from '../../../lib/columns.tsx';
import { label } from '../../../lib/format.ts';
import { useUpdateCompany } from '../api.ts';
import { DescriptionEditor } from './description-editor.tsx';
import { IndustrySelect } from './industry-select.tsx';
import { LocationFields } from './location-fields.tsx';

type FormInput = z.input<typeof CompanyForm>;
type FormOutput = z.output<typeof CompanyForm>;

const fromCompany = (c: Company): FormInput => ({
  name: c.name,
  tagline: c.tagline ?? '',
  description: c.description ?? '',
  website: c.website ?? '',
  is_agency: c.is_agency,
  industry_id: c.industry_id,
  employee_count: c.employee_count,
  country_id: c.country_id,
  region_id: c.region_id,
  city_id: c.city_id,
  street: c.street ?? '',
  building: c.building ?? '',
  postal_code: c.postal_code ?? '',
});

/** Location and industry ids are coerced numbers in the contract, so the form types them as unknown. */
const asId = (v: unknown): number | null => (typeof v === 'number' ? v : null);

const employeeCounts = EmployeeCount.options.map((v) => ({ value: v, label: label('employee_count', v) }));

interface Props {
  company: Company;
  asAdmin: boolean;
  opened: boolean;
  onClose: () => void;
}

/** The company edit form: opens from the owner's button, closes on cancel or a successful save. */
export function CompanyFormModal({ company, asAdmin, opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit company" size="xl">
      {/* Mounted only while open, so every opening starts from the company as it is now. */}
      {opened && <CompanyFormBody company={company} asAdmin={asAdmin} onClose={onClose} />}
    </Modal>
  );
}

function CompanyFormBody({ company, asAdmin, onClose }: Omit<Props, 'opened'>) {
  const update = useUpdateCompany(company.id, asAdmin);
  const { register, control, handleSubmit, formState, watch, setValue } = useForm<
    FormInput,
    unknown,
    FormOutput
  >({
    resolver: zodResolver(CompanyForm),
    defaultValues: fromCompany(company),
    mode: 'onChange',
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ ...values, website: values.website || null });
      // In the words of the spec's other company successes ('Company created successfully').
      toast.success('Company updated successfully');
      onClose();
    } catch {
      toast.error('Failed to update company');
    }
  });
  const location = {
    country_id: asId(watch('country_id')),
    region_id: asId(watch('region_id')),
    city_id: asId(watch('city_id')),
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Name" withAsterisk {...register('name')} error={errors.name?.message} />
        <TextInput label="Tagline" withAsterisk {...register('tagline')} error={errors.tagline?.message} />
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <DescriptionEditor
              label="Description"
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextInput
          label="Website"
          placeholder="https://example.co.nz"
          {...register('website')}
          error={errors.website?.message}
        />
        <Columns cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name="industry_id"
            render={({ field }) => (
              <IndustrySelect
                label="Industry"
                mode="industry"
                value={asId(field.value)}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="employee_count"
            render={({ field }) => (
              <Select
                label="Number of employees"
                data={employeeCounts}
                value={field.value ?? null}
                onChange={(v) => field.onChange(v)}
                clearable
              />
            )}
          />
        </Columns>
        <Controller
          control={control}
          name="is_agency"
          render={({ field }) => (
            <Checkbox
              label="This company is a recruitment agency"
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
        <LocationFields
          value={location}
          onChange={(next) => {
            const opts = { shouldDirty: true, shouldValidate: true };
            setValue('country_id', next.country_id, opts);
            setValue('region_id', next.region_id, opts);
            setValue('city_id', next.city_id, opts);
          }}
        />
        <Columns cols={{ base: 1, sm: 3 }}>
          <TextInput label="Street" {...register('street')} error={errors.street?.message} />
          <TextInput label="Building" {...register('building')} error={errors.building?.message} />
          <TextInput label="Postal code" {...register('postal_code')} error={errors.postal_code?.message} />
        </Columns>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!formState.isValid} loading={formState.isSubmitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
