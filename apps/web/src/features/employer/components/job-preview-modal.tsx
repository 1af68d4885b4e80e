import { Badge, Group, List, Modal, Stack, Text, Title, Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { formatSalary, jobExtras, label } from '../../../lib/format.ts';
import { type BasicsValues, type DescriptionValues, LIST_FIELDS } from './wizard-values.ts';

interface Props {
  opened: boolean;
  onClose: () => void;
  companyName: string;
  basics: BasicsValues;
  description: DescriptionValues;
}

/** The job ad as seekers will see it, section by section in the job page's order. */
export function JobPreviewModal({ opened, onClose, companyName, basics, description }: Props) {
  const salary = formatSalary({
    salary_from: basics.salary_from ?? null,
    salary_to: basics.salary_to ?? null,
    currency: basics.currency ?? 'nzd',
    pay_type: basics.pay_type ?? 'annual',
    pay_note: basics.pay_note ?? null,
    salary_hidden: basics.salary_hidden ?? false,
  });
  const badges = [
    label('schedule', basics.schedule),
    label('work_format', basics.work_format),
    label('experience', basics.experience),
    ...jobExtras(basics),
  ].filter(Boolean);
  return (
    <Modal opened={opened} onClose={onClose} title="Job ad preview" size="xl">
      <Stack gap="md">
        <div>
          <Title order={2}>{basics.title?.trim() || 'Untitled job'}</Title>
          <Text c="dimmed">{companyName}</Text>
          {salary && <Text fw={600}>{salary}</Text>}
          <Group gap={6} mt={6}>
            {badges.map((b) => (
              <Badge key={b} variant="light">
                {b}
              </Badge>
            ))}
          </Group>
        </div>
        <section>
          <Title order={3} size="h4">
            Job Summary
          </Title>
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just here */}
            <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(description.summary ?? '') }} />
          </Typography>
        </section>
        {LIST_FIELDS.map(([name, text]) => {
          const entries = description[name] ?? [];
          if (entries.length === 0) return null;
          return (
            <section key={name}>
              <Title order={3} size="h4">
                {text}
              </Title>
              <List>
                {entries.map((entry, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: entries may repeat
                  <List.Item key={i}>{entry}</List.Item>
                ))}
              </List>
            </section>
          );
        })}
      </Stack>
    </Modal>
  );
}
