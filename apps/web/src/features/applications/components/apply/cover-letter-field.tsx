import { COVER_LETTER_MAX } from '@fitjobs/contract';
import { SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { formatAmount } from '../../../../lib/format.ts';

export type CoverLetterMode = 'write' | 'last' | 'none';

interface Props {
  mode: CoverLetterMode;
  onModeChange: (mode: CoverLetterMode) => void;
  value: string;
  onChange: (value: string) => void;
  /** The newest cover letter the person sent, when there is one: "Use my last one". */
  last: string | null;
}

/** Write a cover letter, reuse the last one (prefilled, editable), or send none. */
export function CoverLetterField({ mode, onModeChange, value, onChange, last }: Props) {
  const data = [
    { value: 'write', label: 'Write one' },
    ...(last ? [{ value: 'last', label: 'Use my last one' }] : []),
    { value: 'none', label: 'None' },
  ];
  const left = COVER_LETTER_MAX - value.length;
  return (
    <Stack gap={6}>
      <Text fw={500} fz="sm" id="cover-letter-choice">
        Cover letter
      </Text>
      <SegmentedControl
        aria-labelledby="cover-letter-choice"
        data={data}
        value={mode}
        onChange={(v) => onModeChange(v as CoverLetterMode)}
        fullWidth
      />
      {mode !== 'none' && (
        <Textarea
          aria-label="Cover letter (optional)"
          placeholder="Tell the employer why you are a good fit"
          autosize
          minRows={5}
          maxRows={12}
          maxLength={COVER_LETTER_MAX}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          description={`Up to ${formatAmount(COVER_LETTER_MAX)} characters: ${formatAmount(left)} left`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
      )}
    </Stack>
  );
}
