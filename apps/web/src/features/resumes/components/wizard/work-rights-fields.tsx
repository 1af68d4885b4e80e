import { WORK_RIGHT_LABELS, WORK_RIGHT_STATUSES, type WorkRightStatus } from '@fitjobs/contract';
import { Select, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { Columns } from '../../../../lib/columns.tsx';
import type { WizardValues } from './wizard-values.ts';

const OPTIONS = WORK_RIGHT_STATUSES.map((value) => ({ value, label: WORK_RIGHT_LABELS[value] }));
const COUNTRIES = [
  ['nz', 'New Zealand'],
  ['au', 'Australia'],
] as const;

/** Work rights in New Zealand and in Australia, with a visa's expiry date (decision 0174). */
export function WorkRightsFields() {
  const { control } = useFormContext<WizardValues>();
  return (
    <Columns cols={{ base: 1, sm: 2 }}>
      {COUNTRIES.map(([code, name]) => (
        <Controller
          key={code}
          control={control}
          name={`work_rights.${code}`}
          render={({ field, fieldState }) => {
            const error = fieldState.error as
              | { message?: string; visa_expires_on?: { message?: string } }
              | undefined;
            return (
              <div>
                <Select
                  label={`Work rights in ${name}`}
                  required
                  data={OPTIONS}
                  value={field.value?.status ?? null}
                  onChange={(v) =>
                    field.onChange(
                      v
                        ? {
                            status: v as WorkRightStatus,
                            visa_expires_on: field.value?.visa_expires_on ?? null,
                          }
                        : null,
                    )
                  }
                  onBlur={field.onBlur}
                  error={error?.message}
                  allowDeselect={false}
                />
                {field.value?.status === 'visa' && (
                  <TextInput
                    mt="xs"
                    type="date"
                    label={`Visa expires (${name})`}
                    required
                    value={field.value.visa_expires_on ?? ''}
                    onChange={(e) =>
                      field.onChange({ status: 'visa', visa_expires_on: e.currentTarget.value || null })
                    }
                    onBlur={field.onBlur}
                    error={error?.visa_expires_on?.message}
                  />
                )}
              </div>
            );
          }}
        />
      ))}
    </Columns>
  );
}
