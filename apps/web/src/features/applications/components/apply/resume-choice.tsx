import type { Resume } from '@fitjobs/contract';
import { Badge, Group, Radio, Stack, Text } from '@mantine/core';
import { formatDate } from '../../../../lib/format.ts';
import { visibilityLabel } from '../../../resumes/components/visibility-picker.tsx';

/** The resume sent when the person picks none: the active one, else the newest (decision 0170). */
export function defaultResumeId(resumes: Resume[]): string | null {
  const active = resumes.find((r) => r.is_active);
  if (active) return active.id;
  const newest = [...resumes].sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0];
  return newest?.id ?? null;
}

/** What a resume is called in the list: the name on it and the latest role, or its file's name. */
function resumeName(r: Resume): string {
  if (r.file) return `${r.full_name} – ${r.file.name}`;
  const role = r.experience.find((e) => e.end_date === null)?.position ?? r.experience[0]?.position;
  return role ? `${r.full_name} – ${role}` : r.full_name;
}

interface Props {
  resumes: Resume[];
  value: string | null;
  onChange: (id: string) => void;
}

/** The person's resumes as a radio list; the one chosen is sent, active or not. */
export function ResumeChoice({ resumes, value, onChange }: Props) {
  return (
    <Radio.Group
      label="Resume"
      description="This resume will be sent"
      value={value}
      onChange={onChange}
      data-testid="resume-choice"
    >
      <Stack gap="xs" mt="xs">
        {resumes.map((r) => (
          <Radio.Card key={r.id} value={r.id} radius="md" p="sm" withBorder aria-label={resumeName(r)}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <Stack gap={2} miw={0}>
                <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  {resumeName(r)}
                </Text>
                <Group gap="xs">
                  <Text fz="xs" c="dimmed">
                    Updated {formatDate(r.updated_at)} · {visibilityLabel(r.visibility)}
                  </Text>
                  {r.is_active && (
                    <Badge size="xs" color="teal" variant="light">
                      Active
                    </Badge>
                  )}
                </Group>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
