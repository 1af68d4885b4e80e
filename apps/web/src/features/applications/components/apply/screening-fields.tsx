import type { PublicScreeningQuestion, ScreeningAnswerInput } from '@fitjobs/contract';
import { NUMBER_ANSWER_MAX } from '@fitjobs/contract';
import { NumberInput, Radio, Stack } from '@mantine/core';

export type AnswerValues = Record<string, string | number | undefined>;

/** The answers as the API takes them, or the ids of the questions still unanswered. */
export function collectAnswers(
  questions: PublicScreeningQuestion[],
  values: AnswerValues,
): { answers: ScreeningAnswerInput[]; missing: string[] } {
  const answers: ScreeningAnswerInput[] = [];
  const missing: string[] = [];
  for (const q of questions) {
    const v = values[q.id];
    if (v === undefined || v === '') missing.push(q.id);
    else answers.push({ question_id: q.id, value: v });
  }
  return { answers, missing };
}

interface Props {
  questions: PublicScreeningQuestion[];
  values: AnswerValues;
  onChange: (id: string, value: string | number | undefined) => void;
  /** Questions to mark "Answer this question" (after a try to send). */
  missing: string[];
}

/** The employer's questions, every one required (decision 0171). */
export function ScreeningFields({ questions, values, onChange, missing }: Props) {
  if (!questions.length) return null;
  return (
    <Stack gap="md" data-testid="screening-questions">
      {questions.map((q) => {
        const error = missing.includes(q.id) ? 'Answer this question' : undefined;
        if (q.kind === 'number') {
          return (
            <NumberInput
              key={q.id}
              label={q.text}
              withAsterisk
              min={0}
              max={NUMBER_ANSWER_MAX}
              decimalScale={1}
              allowNegative={false}
              value={values[q.id] ?? ''}
              onChange={(v) => onChange(q.id, typeof v === 'number' ? v : undefined)}
              error={error}
              maw={200}
            />
          );
        }
        const options = q.kind === 'yes_no' ? ['yes', 'no'] : q.options;
        return (
          <Radio.Group
            key={q.id}
            label={q.text}
            withAsterisk
            value={typeof values[q.id] === 'string' ? (values[q.id] as string) : null}
            onChange={(v) => onChange(q.id, v)}
            error={error}
          >
            <Stack gap={6} mt={6}>
              {options.map((o) => (
                <Radio key={o} value={o} label={q.kind === 'yes_no' ? (o === 'yes' ? 'Yes' : 'No') : o} />
              ))}
            </Stack>
          </Radio.Group>
        );
      })}
    </Stack>
  );
}
