import { type Resume, workRightLines } from '@fitjobs/contract';
import { Anchor, Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { fileSummary, formatMonth } from './resume-format.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const linkedInHref = (v: string) => (/^https?:\/\//i.test(v) ? v : `https://${v}`);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The whole resume as text (the same content as its PDF). */
export function ResumeView({ resume }: { resume: Resume }) {
  const location = [resume.city_name, resume.region_name, resume.country_name].filter(Boolean).join(', ');
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>{resume.full_name}</Title>
            {resume.is_active ? <Badge color="teal">Active</Badge> : null}
          </Group>
          <Text c="dimmed">{[resume.email, resume.phone, location].filter(Boolean).join(' · ')}</Text>
          {resume.contact_hidden ? (
            <Text size="sm" c="dimmed">
              E-mail, phone and LinkedIn are shared with companies this person applies to.
            </Text>
          ) : null}
          {resume.linkedin_profile ? (
            <Anchor href={linkedInHref(resume.linkedin_profile)} target="_blank" rel="noopener noreferrer">
              {resume.linkedin_profile}
            </Anchor>
          ) : null}
          {/* A file says its own work rights: the lines would only guess (decision 0221). */}
          {(resume.file ? [] : workRightLines(resume, (d) => formatDate(`${d}T12:00:00`))).map((line) => (
            <Text size="sm" key={line}>
              {line}
            </Text>
          ))}
        </Stack>
        {resume.file ? (
          <Section title="Resume file">
            <Text style={{ overflowWrap: 'anywhere' }}>
              {resume.file.name} · {fileSummary(resume.file)}
            </Text>
            <Text size="sm" c="dimmed">
              This resume is a file: download it to read it.
            </Text>
          </Section>
        ) : null}
        {resume.summary ? (
          <Section title="Summary">
            <Text style={{ whiteSpace: 'pre-line' }}>{resume.summary}</Text>
          </Section>
        ) : null}
        {resume.experience.length > 0 ? (
          <Section title="Experience">
            {resume.experience.map((e) => (
              <Stack key={`${e.company}|${e.position}|${e.start_date}`} gap={2}>
                <Group justify="space-between">
                  <Text fw={600}>{e.position}</Text>
                  <Text size="sm" c="dimmed">
                    {formatMonth(e.start_date)} – {e.end_date ? formatMonth(e.end_date) : 'Present'}
                  </Text>
                </Group>
                <Text size="sm">
                  {e.company}, {e.location}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {e.description}
                </Text>
              </Stack>
            ))}
          </Section>
        ) : null}
        {resume.education.length > 0 ? (
          <Section title="Education">
            {resume.education.map((e) => (
              <Group key={`${e.institution}|${e.degree}|${e.graduation_year}`} justify="space-between">
                <Stack gap={0}>
                  <Text fw={600}>{e.degree}</Text>
                  <Text size="sm">{e.institution}</Text>
                </Stack>
                <Text size="sm" c="dimmed">
                  {MONTHS[e.graduation_month - 1]} {e.graduation_year}
                </Text>
              </Group>
            ))}
          </Section>
        ) : null}
        <Divider />
        <Section title="Skills">
          <Group gap="xs">
            {resume.skills.map((s) => (
              <Badge key={s} variant="light">
                {s}
              </Badge>
            ))}
          </Group>
        </Section>
        {resume.languages.length > 0 ? (
          <Section title="Languages">
            <Text>{resume.languages.join(', ')}</Text>
          </Section>
        ) : null}
      </Stack>
    </Paper>
  );
}
