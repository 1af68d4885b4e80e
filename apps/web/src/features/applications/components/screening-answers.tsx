import type { EmployerApplication, ScreeningAnswer } from '@fitjobs/contract';
import { Badge, List, Text } from '@mantine/core';

/** "Meets all must-haves" or "Misses 2 of 5": the whole ranking in words, for the card and the dialog. */
export function mustHaveText(m: NonNullable<EmployerApplication['must_haves']>) {
  return m.meets ? 'Meets all must-haves' : `Misses ${m.missed} of ${m.total}`;
}

export function MustHaveBadge({ mustHaves }: { mustHaves: EmployerApplication['must_haves'] }) {
  if (!mustHaves) return null;
  return (
    <Badge
      color={mustHaves.meets ? 'green' : 'orange'}
      variant="outline"
      tt="none"
      data-testid="must-haves"
      style={{ flexShrink: 0 }}
    >
      {mustHaveText(mustHaves)}
    </Badge>
  );
}

const answerText = (a: ScreeningAnswer) =>
  a.kind === 'yes_no' ? (a.value === 'yes' ? 'Yes' : 'No') : String(a.value);

/** Each screening question as it was asked, and the applicant's answer. */
export function ScreeningAnswers({ answers }: { answers: ScreeningAnswer[] }) {
  if (answers.length === 0) return null;
  return (
    <List size="sm" spacing={2} mt="xs" aria-label="Answers to the questions">
      {answers.map((a) => (
        <List.Item key={a.question_id}>
          <Text span size="sm" c="dimmed">
            {a.question}
          </Text>{' '}
          <Text span size="sm" fw={600}>
            {answerText(a)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
