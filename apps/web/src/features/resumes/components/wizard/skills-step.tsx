import { Stack, TagsInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { LANGUAGE_SUGGESTIONS, SKILL_SUGGESTIONS, type WizardValues } from './wizard-values.ts';

/** Trimmed, blanks dropped, no case-insensitive duplicates. */
function clean(values: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    const key = value.toLocaleLowerCase('en-NZ');
    if (!value || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

export function SkillsStep() {
  const {
    control,
    formState: { errors },
  } = useFormContext<WizardValues>();
  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="skills"
        render={({ field }) => (
          <TagsInput
            label="Skills"
            description="Type a skill and press Enter, or pick a suggestion"
            placeholder="Add a skill"
            required
            data={SKILL_SUGGESTIONS}
            value={field.value}
            onChange={(v) => field.onChange(clean(v))}
            onBlur={field.onBlur}
            error={errors.skills?.message}
            clearable
          />
        )}
      />
      <Controller
        control={control}
        name="languages"
        render={({ field }) => (
          <TagsInput
            label="Languages"
            placeholder="Add a language"
            data={LANGUAGE_SUGGESTIONS}
            value={field.value ?? []}
            onChange={(v) => field.onChange(clean(v))}
            onBlur={field.onBlur}
            error={errors.languages?.message}
            clearable
          />
        )}
      />
    </Stack>
  );
}
