import type { ResumeSearchItem } from '@fitjobs/contract';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatDate } from '../../../lib/format.ts';
import { InviteToApply } from './invite-to-apply.tsx';

interface Props {
  item: ResumeSearchItem;
  onDownload: () => void;
  downloading: boolean;
  /** Employers with a company may invite the person to apply (admins may not). */
  canInvite?: boolean;
}

/**
 * A resume search result: who, what they do, where, top skills, and a download. Never contact
 * details: they show on the opened resume, which the person sees among their viewers (decision 0187).
 */
export function CandidateCard({ item, onDownload, downloading, canInvite = false }: Props) {
  const location = [item.city_name, item.region_name, item.country_name].filter(Boolean).join(', ');
  const more = item.skills_count - item.skills.length;
  return (
    <Card withBorder padding="lg" radius="md" data-testid="candidate-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} miw={0} style={{ overflowWrap: 'anywhere' }}>
            <Anchor href={`/resumes/${item.id}`} target="_blank" rel="noopener" fw={600} size="lg">
              {item.full_name}
            </Anchor>
            {item.headline ? <Text size="sm">{item.headline}</Text> : null}
            <Text size="sm" c="dimmed">
              {[location, `Updated ${formatDate(item.updated_at)}`].filter(Boolean).join(' · ')}
            </Text>
            <Text size="sm" data-testid="candidate-contact">
              {item.contact_hidden
                ? 'Contact details shown once this person applies to your company'
                : 'Open the resume to see contact details'}
            </Text>
          </Stack>
          {/* Stacked, never squeezed: at 390 px the row cut Download to "Dow". */}
          <Stack gap={6} align="flex-end" style={{ flexShrink: 0 }}>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} />}
              onClick={onDownload}
              loading={downloading}
              aria-label={`Download resume of ${item.full_name}`}
            >
              Download
            </Button>
            {canInvite ? <InviteToApply resumeId={item.id} name={item.full_name} compact /> : null}
          </Stack>
        </Group>
        <Group gap={6}>
          {item.eligible_to_work_in_nz ? (
            <Badge color="teal" variant="light">
              Eligible to work in NZ
            </Badge>
          ) : null}
          {item.skills.map((s) => (
            <Badge key={s} variant="outline">
              {s}
            </Badge>
          ))}
          {more > 0 ? <Text size="xs" c="dimmed">{`+${more} more`}</Text> : null}
        </Group>
      </Stack>
    </Card>
  );
}
