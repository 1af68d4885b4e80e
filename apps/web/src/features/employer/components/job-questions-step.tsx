import {
  MAX_SCREENING_QUESTIONS,
  NUMBER_ANSWER_MAX,
  type QuestionKind,
  questionProblems,
  READY_QUESTIONS,
  ScreeningQuestionShape,
} from '@fitjobs/contract';
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Chip,
  Group,
  Menu,
  NumberInput,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { IconChevronDown, IconPlus, IconTrash } from '@tabler/icons-react';
import type { QuestionValues } from './wizard-values.ts';

const KINDS: { value: QuestionKind; label: string }[] = [
  { value: 'yes_no', label: 'Yes or no' },
  { value: 'choice', label: 'One choice of several' },
  { value: 'number', label: 'A number (e.g. years)' },
];

/** A key for a new question; answers name it, so it never changes once made. */
const newId = () => `q${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** The problems of one question, by field, in the server's words. */
function problemsOf(q: QuestionValues): Record<string, string> {
  const parsed = ScreeningQuestionShape.safeParse(q);
  if (!parsed.success) {
    const text = parsed.error.issues.find((i) => i.path[0] === 'text');
    return text ? { text: text.message } : {};
  }
  return Object.fromEntries(questionProblems(parsed.data).map((p) => [p.path, p.message]));
}

interface Props {
  questions: QuestionValues[];
  onChange: (questions: QuestionValues[]) => void;
}

/** The wizard's Questions step: up to 8 screening questions, ready ones or the employer's own. */
export function JobQuestionsStep({ questions, onChange }: Props) {
  const full = questions.length >= MAX_SCREENING_QUESTIONS;
  const update = (id: string, patch: Partial<QuestionValues>) =>
    onChange(questions.map((q) => (q.id === id ? { ...q, ...patch } : q)));
  const add = (q: Omit<QuestionValues, 'id'>) => onChange([...questions, { ...q, id: newId() }]);

  return (
    <Stack gap="md" mt="md">
      <Text c="dimmed" fz="sm">
        Optional. Applicants answer every question when they apply; mark a question "Must have" to say which
        answers you accept. Applicants do not see which answers you accept.
      </Text>
      {questions.map((q, i) => {
        const problems = problemsOf(q);
        const accepted = q.accepted ?? [];
        return (
          <Card
            key={q.id}
            withBorder
            radius="md"
            p="md"
            component="fieldset"
            aria-label={`Question ${i + 1}`}
          >
            <Stack gap="sm">
              <Group align="flex-end" wrap="nowrap">
                <TextInput
                  label={`Question ${i + 1}`}
                  value={q.text}
                  onChange={(e) => update(q.id, { text: e.currentTarget.value })}
                  error={problems.text}
                  style={{ flex: 1 }}
                  maxLength={300}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove question ${i + 1}`}
                  onClick={() => onChange(questions.filter((x) => x.id !== q.id))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
              <Select
                label="Answer"
                data={KINDS}
                value={q.kind}
                allowDeselect={false}
                onChange={(v) =>
                  update(q.id, { kind: v as QuestionKind, options: [], accepted: [], min_number: null })
                }
                maw={320}
              />
              {q.kind === 'choice' && (
                <TagsInput
                  label="Choices"
                  description="Type a choice and press Enter"
                  value={q.options ?? []}
                  onChange={(options) =>
                    update(q.id, { options, accepted: accepted.filter((a) => options.includes(a)) })
                  }
                  error={problems.options}
                  maxTags={10}
                />
              )}
              <Checkbox
                label="Must have"
                checked={q.must_have ?? false}
                onChange={(e) => update(q.id, { must_have: e.currentTarget.checked })}
              />
              {q.must_have && q.kind === 'number' && (
                <NumberInput
                  label="At least"
                  min={0}
                  max={NUMBER_ANSWER_MAX}
                  decimalScale={1}
                  allowNegative={false}
                  value={q.min_number ?? ''}
                  onChange={(v) => update(q.id, { min_number: typeof v === 'number' ? v : null })}
                  error={problems.min_number}
                  maw={200}
                />
              )}
              {q.must_have && q.kind !== 'number' && (
                <Stack gap={4}>
                  <Text fz="sm" fw={500} id={`${q.id}-accepted`}>
                    Accepted answers
                  </Text>
                  <Chip.Group multiple value={accepted} onChange={(v) => update(q.id, { accepted: v })}>
                    <Group gap="xs" role="group" aria-labelledby={`${q.id}-accepted`}>
                      {(q.kind === 'yes_no' ? ['yes', 'no'] : (q.options ?? [])).map((o) => (
                        <Chip key={o} value={o} size="sm">
                          {q.kind === 'yes_no' ? (o === 'yes' ? 'Yes' : 'No') : o}
                        </Chip>
                      ))}
                    </Group>
                  </Chip.Group>
                  {problems.accepted && (
                    <Text c="red" fz="xs" role="alert">
                      {problems.accepted}
                    </Text>
                  )}
                </Stack>
              )}
            </Stack>
          </Card>
        );
      })}
      <Group>
        <Menu position="bottom-start">
          <Menu.Target>
            <Button variant="light" rightSection={<IconChevronDown size={16} />} disabled={full}>
              Add a ready question
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {READY_QUESTIONS.map((r) => (
              <Menu.Item
                key={r.text}
                onClick={() =>
                  add({
                    ...r,
                    options: [...(r.options ?? [])],
                    accepted: [...(r.accepted ?? [])],
                    min_number: null,
                  })
                }
              >
                {r.text}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          disabled={full}
          onClick={() =>
            add({ kind: 'yes_no', text: '', options: [], must_have: false, accepted: [], min_number: null })
          }
        >
          Write your own
        </Button>
        <Text fz="sm" c="dimmed" aria-live="polite">
          {questions.length} of {MAX_SCREENING_QUESTIONS} questions
        </Text>
      </Group>
    </Stack>
  );
}
