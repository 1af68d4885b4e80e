import { NewCompanyBody, type NewCompanyInput } from '@fitjobs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { createCompany, type WizardMode } from '../api.ts';

interface Props {
  mode: WizardMode;
  opened: boolean;
  onClose: () => void;
  onCreated: (id: string) => Promise<void> | void;
}

const blank: NewCompanyInput = { name: '', tagline: '', description: '', is_agency: false };

/** Create Company form (name, tagline, description, is_agency) for the employer dashboard and the admin area. */
export function CompanyFormModal({ mode, opened, onClose, onCreated }: Props) {
  const [busy, setBusy] = useState(false);
  const form = useForm<NewCompanyInput>({
    resolver: zodResolver(NewCompanyBody) as never,
    defaultValues: blank,
    mode: 'onTouched',
  });
  const { register, formState } = form;
  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const { id } = await createCompany(mode, values);
      await onCreated(id);
      toast.success('Company created successfully', AREA_TOAST);
      form.reset(blank);
      onClose();
    } catch {
      toast.error('Failed to create company', AREA_TOAST);
    } finally {
      setBusy(false);
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Create Company">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Name" withAsterisk {...register('name')} error={formState.errors.name?.message} />
          <TextInput
            label="Tagline"
            withAsterisk
            {...register('tagline')}
            error={formState.errors.tagline?.message}
          />
          <Textarea
            label="Description"
            withAsterisk
            autosize
            minRows={4}
            {...register('description')}
            error={formState.errors.description?.message}
          />
          <Checkbox label="We are a recruitment agency" {...register('is_agency')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
