import { Stack, TextInput } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { Columns } from '../../../../lib/columns.tsx';
import { LocationSelect } from '../location-select.tsx';
import type { WizardValues } from './wizard-values.ts';
import { WorkRightsFields } from './work-rights-fields.tsx';

export function PersonalStep() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<WizardValues>();
  const country = useController({ control, name: 'country_id' });
  const region = useController({ control, name: 'region_id' });
  const city = useController({ control, name: 'city_id' });
  return (
    <Stack gap="md">
      <Columns cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="First name"
          required
          {...register('first_name')}
          error={errors.first_name?.message}
        />
        <TextInput label="Last name" required {...register('last_name')} error={errors.last_name?.message} />
        <TextInput label="Email" type="email" required {...register('email')} error={errors.email?.message} />
        <TextInput
          label="Phone"
          placeholder="+64 21 123 4567"
          {...register('phone')}
          error={errors.phone?.message}
        />
      </Columns>
      <TextInput
        label="LinkedIn profile"
        placeholder="linkedin.com/in/your-name"
        {...register('linkedin_profile')}
        error={errors.linkedin_profile?.message}
      />
      <LocationSelect
        required
        value={{
          country_id: country.field.value,
          region_id: region.field.value ?? null,
          city_id: city.field.value,
        }}
        onChange={(v) => {
          country.field.onChange(v.country_id);
          region.field.onChange(v.region_id);
          city.field.onChange(v.city_id);
        }}
        onBlur={() => {
          country.field.onBlur();
          city.field.onBlur();
        }}
        errors={{ country: errors.country_id?.message, city: errors.city_id?.message }}
      />
      <WorkRightsFields />
    </Stack>
  );
}
