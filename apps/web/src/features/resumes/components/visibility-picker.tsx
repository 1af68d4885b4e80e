import type { ResumeVisibility } from '@fitjobs/contract';
import { Radio, Stack, Text } from '@mantine/core';

/** What each visibility means, in the words the seeker reads (docs/decisions/0120). */
export const VISIBILITY_CHOICES: { value: ResumeVisibility; label: string; description: string }[] = [
  {
    value: 'searchable',
    label: 'Searchable',
    description: 'Employers find your resume in resume search, with your e-mail, phone and LinkedIn.',
  },
  {
    value: 'limited',
    label: 'Limited',
    description:
      'Employers find your resume without your e-mail, phone and LinkedIn; only companies you apply to see them.',
  },
  {
    value: 'hidden',
    label: 'Hidden',
    description: 'Your resume is not in resume search. Companies you apply to still see it.',
  },
];

export const visibilityLabel = (v: ResumeVisibility) =>
  VISIBILITY_CHOICES.find((c) => c.value === v)?.label ?? v;

interface Props {
  value: ResumeVisibility;
  onChange: (value: ResumeVisibility) => void;
  disabled?: boolean;
}

/** Who can find the active resume: a radio group with what each choice means. */
export function VisibilityPicker({ value, onChange, disabled }: Props) {
  return (
    <Radio.Group
      label="Who can find this resume"
      description="Applies while this is your active resume."
      value={value}
      onChange={(v) => onChange(v as ResumeVisibility)}
    >
      <Stack gap="sm" mt="xs">
        {VISIBILITY_CHOICES.map((c) => (
          <Radio
            key={c.value}
            value={c.value}
            disabled={disabled}
            label={c.label}
            description={
              <Text size="xs" c="dimmed" span>
                {c.description}
              </Text>
            }
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
