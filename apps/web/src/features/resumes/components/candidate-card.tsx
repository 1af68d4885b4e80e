import type { ResumeSearchItem } from '@fitjobs/contract';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatDate } from '../../../lib/format.ts';

interface Props {
  item: ResumeSearchItem;
  onDownload: () => void;
  downloading: boolean;
}

/** A resume search result: who, what they do, where, top skills, and a download. */
export function CandidateCard({ item, onDownload, downloading }: Props) {
  const location = [item.city_name, item.region_name, item.country_name].filter(Boolean).join(', ');
  const more = item.skills_count - item.skills.length;
  return (
    <Card withBorder padding="lg" radius="md" data-testid="candidate-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
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
                : [item.email, item.phone].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
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
