import type { Resume, ResumeVisibility } from '@fitjobs/contract';
import { Anchor, Badge, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { IconDownload, IconEdit, IconStar, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { downloadLabel, fileSummary, latestPosition } from './resume-format.ts';
import { VISIBILITY_CHOICES } from './visibility-picker.tsx';

interface Props {
  resume: Resume;
  onDownload: () => void;
  onDelete: () => void;
  onActivate: () => void;
  onVisibility: (v: ResumeVisibility) => void;
  busy: boolean;
}

/** A seeker's resume in 'Your Resumes'; the card opens the resume in a new tab. */
export function ResumeCard({ resume, onDownload, onDelete, onActivate, onVisibility, busy }: Props) {
  const href = `/resumes/${resume.id}`;
  const headline = latestPosition(resume.experience);
  const location = [resume.city_name, resume.country_name].filter(Boolean).join(', ');
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      style={{ cursor: 'pointer' }}
      onClick={() => window.open(href, '_blank', 'noopener')}
      data-testid="resume-card"
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Anchor
              href={href}
              target="_blank"
              rel="noopener"
              fw={600}
              size="lg"
              onClick={(e) => e.stopPropagation()}
            >
              {resume.full_name}
            </Anchor>
            {headline ? <Text size="sm">{headline}</Text> : null}
            {resume.file ? (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {resume.file.name} · {fileSummary(resume.file)}
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {[location, `Updated ${formatDate(resume.updated_at)}`].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          {resume.is_active ? (
            <Badge color="teal">Active</Badge>
          ) : (
            <Badge variant="outline" color="gray">
              Inactive
            </Badge>
          )}
        </Group>
        {resume.skills.length > 0 ? (
          <Text size="sm" lineClamp={1}>
            {resume.skills.join(', ')}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {resume.file
            ? 'A file is not in resume search. Companies you apply to get it.'
            : VISIBILITY_CHOICES.find((c) => c.value === resume.visibility)?.description}
        </Text>
        {/* Actions must not open the resume. */}
        <Group gap="xs" onClick={(e) => e.stopPropagation()} align="flex-end">
          {/* A file is never searched (decision 0221): it stays Hidden and is replaced, not edited. */}
          {resume.file ? null : (
            <>
              <Select
                size="xs"
                w={150}
                label="Visibility"
                aria-label={`Who can find the resume of ${resume.full_name}`}
                data={VISIBILITY_CHOICES.map((c) => ({ value: c.value, label: c.label }))}
                // Each choice says who finds the resume and who sees contact details (issue 26 item 14).
                renderOption={({ option }) => (
                  <Stack gap={0}>
                    <Text size="sm">{option.label}</Text>
                    <Text size="xs" c="dimmed">
                      {VISIBILITY_CHOICES.find((c) => c.value === option.value)?.description}
                    </Text>
                  </Stack>
                )}
                comboboxProps={{ width: 320, position: 'bottom-start' }}
                value={resume.visibility}
                allowDeselect={false}
                onChange={(v) => v && onVisibility(v as ResumeVisibility)}
              />
              <Button
                component={Link}
                to={`/edit-resume/${resume.id}`}
                size="xs"
                variant="light"
                leftSection={<IconEdit size={14} />}
              >
                Edit
              </Button>
            </>
          )}
          <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} onClick={onDownload}>
            {downloadLabel(resume)}
          </Button>
          {resume.is_active ? null : (
            <Button
              size="xs"
              variant="light"
              color="teal"
              leftSection={<IconStar size={14} />}
              onClick={onActivate}
              loading={busy}
            >
              Set as Active
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={onDelete}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
